// Keeps a TagState current from PostgreSQL: LISTEN for every change to the
// cache_tag table, then read the whole table (after LISTEN, so nothing falls
// between the two), and read it again every few seconds in case a notification
// was lost with a connection. A dropped connection is reopened with a backoff;
// meanwhile the cache keeps serving what it has.
import { Client } from "pg";
import { CACHE_TAG_CHANNEL } from "./tags";
import { readTags } from "./mark-stale";
import type { TagState } from "./tag-state";

export interface TagListener {
  /** Resolves after the first full read of the tag table. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForTags(options: {
  connectionString: string;
  state: TagState;
  pollMs?: number;
  log: (line: string) => void;
  now?: () => number;
}): TagListener {
  const { state, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 5000;
  let client: Client | undefined;
  let closed = false;
  let backoff = 500;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const sync = async (db: Client) => {
    state.sync(await readTags(db), now());
    markReady();
  };

  function reconnect(reason: string) {
    if (closed || retry) return;
    log(`cache tags: ${reason}; reconnecting in ${backoff} ms`);
    clearInterval(poll);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    void old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, 10_000);
  }

  async function connect() {
    const db = new Client({ connectionString: options.connectionString, application_name: "starport-cache-tags" });
    client = db;
    db.on("error", (error) => reconnect(error.message));
    db.on("end", () => reconnect("connection ended"));
    db.on("notification", (message) => {
      if (message.channel !== CACHE_TAG_CHANNEL || !message.payload) return;
      try {
        const { tag, version } = JSON.parse(message.payload) as { tag: string; version: number | string };
        state.observe({ tag, version: BigInt(version) }, now());
      } catch {
        log(`cache tags: unreadable notification ${message.payload}`);
      }
    });
    try {
      await db.connect();
      await db.query(`LISTEN ${CACHE_TAG_CHANNEL}`);
      await sync(db);
      backoff = 500;
      poll = setInterval(() => {
        sync(db).catch((error: Error) => reconnect(error.message));
      }, pollMs);
      poll.unref();
    } catch (error) {
      reconnect((error as Error).message);
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      const db = client;
      client = undefined;
      db?.removeAllListeners();
      db?.on("error", () => {});
      await db?.end().catch(() => {});
    },
  };
}
