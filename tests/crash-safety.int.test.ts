import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureDatabase,
  findRunningServer,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from "../lib/database/embedded-postgres";
import { DATABASE_NAME } from "../lib/database/open-database";
import { migrateAndSeed } from "../seed/prepare-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { createUser } from "./factories";
import { deckVersion } from "./workers/deck-versions";

// Crash safety of deck saves: many saves in flight through the app's own
// write path, then the process making them is killed, and then PostgreSQL
// itself is killed with transactions open and restarted (crash recovery).
// Every deck must be at one saved version, whole, with a history that agrees.
// A server of its own: the shared test server must not be killed.
const root = join(import.meta.dirname, "..");
const base = mkdtempSync(join(tmpdir(), "starport-crash-"));
chmodSync(base, 0o755);
const dataDir = join(base, "cluster");
// Fewer decks than the app's pool has connections: a save holds one connection
// for its transaction and briefly takes a second (see the report on getFormat).
const DECKS = 8;
let server: EmbeddedServer;
let userId: string;
let decks: { id: string; version: number }[];

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.url(DATABASE_NAME) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir });
  await ensureDatabase(server.url("postgres"), DATABASE_NAME);
  await migrateAndSeed({ url: server.url(DATABASE_NAME), log: () => {} });
  process.env.DATABASE_URL = server.url(DATABASE_NAME);
  const { createDeck } = await import("../lib/decks/create-deck");
  const prisma = createPrismaClient(server.url(DATABASE_NAME), { max: 2 });
  userId = (await createUser(prisma, "Crash")).id;
  await prisma.$disconnect();
  decks = [];
  for (let i = 0; i < DECKS + 1; i++)
    decks.push({ ...(await createDeck({ userId, name: `Deck ${i} v1`, formatId: "standard" })), version: 1 });
  const { prisma: appPrisma } = await import("../lib/db");
  await appPrisma.$disconnect();
});
afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

/** Runs tests/workers/save-decks.ts on the first DECKS decks; tracks the versions it reports committed. */
function startSaver() {
  const committed = new Map<number, number>();
  let total = 0;
  let buffered = "";
  let stderr = "";
  const waiters: { target: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "tests/workers/save-decks.ts",
      JSON.stringify({ userId, decks: decks.slice(0, DECKS) }),
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: server.url(DATABASE_NAME) }, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) {
      const [what, deck, version] = line.split(" ");
      // A save refused or timed out rolled back; only commits count.
      if (what !== "saved") continue;
      committed.set(Number(deck), Math.max(Number(version), committed.get(Number(deck)) ?? 0));
      total += 1;
    }
    for (const w of waiters.filter((w) => total >= w.target)) w.resolve();
  });
  child.stderr!.on("data", (chunk: Buffer) => void (stderr += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code, signal) => {
    for (const w of waiters)
      w.reject(new Error(`the saver stopped (${signal ?? code}) before enough saves: ${stderr.trim().slice(0, 2000)}`));
  });
  return {
    committed,
    /** Resolves once `n` saves have committed in all. */
    saves: (n: number) =>
      new Promise<void>((resolve, reject) => (total >= n ? resolve() : waiters.push({ target: n, resolve, reject }))),
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

interface DeckRow {
  id: string;
  name: string;
  version: number;
}

/** Every deck whole at one version: history 1..version, the newest snapshot equal to the deck's rows, each version as saved. */
async function expectDecksConsistent(committed: Map<number, number>, versionsBefore: number[]) {
  const rows = await sql<DeckRow>(`SELECT id, name, version FROM deck WHERE "ownerId" = $1`, [userId]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [index, { id }] of decks.slice(0, DECKS).entries()) {
    const deck = byId.get(id)!;
    const history = await sql<{ version: number; name: string; cards: { slug: string; quantity: number }[] }>(
      `SELECT version, name, cards FROM deck_version WHERE "deckId" = $1 ORDER BY version`,
      [id],
    );
    expect(history.map((h) => h.version)).toEqual(Array.from({ length: deck.version }, (_, i) => i + 1));
    const cards = await sql<{ slug: string; quantity: number }>(
      `SELECT c.slug, dc.quantity FROM deck_card dc JOIN card c ON c.id = dc."cardId" WHERE dc."deckId" = $1`,
      [id],
    );
    const asMap = (lines: { slug: string; quantity: number }[]) =>
      Object.fromEntries(lines.map((l) => [l.slug, l.quantity]));
    const newest = history.at(-1)!;
    expect(asMap(cards)).toEqual(asMap(newest.cards));
    expect(deck.name).toBe(newest.name);
    for (const h of history.slice(1)) {
      const intended = deckVersion(index, h.version);
      expect({ name: h.name, cards: asMap(h.cards) }).toEqual({ name: intended.name, cards: asMap(intended.cards) });
    }
    // Nothing the app was told was committed is lost, and nothing went backwards.
    expect(deck.version).toBeGreaterThanOrEqual(Math.max(committed.get(index) ?? 0, versionsBefore[index] ?? 1));
  }
}

const versionsNow = async () => {
  const rows = await sql<DeckRow>(`SELECT id, name, version FROM deck WHERE "ownerId" = $1`, [userId]);
  return decks.slice(0, DECKS).map((d) => rows.find((r) => r.id === d.id)!.version);
};

/** Processes whose parent is `pid` (PostgreSQL's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("crash safety of deck saves", () => {
  it("leaves every deck at one whole version when the process saving them is killed mid-flight", async () => {
    const before = await versionsNow();
    const saver = startSaver();
    await saver.saves(DECKS * 4);
    await saver.kill();
    await expectDecksConsistent(saver.committed, before);
    expect([...saver.committed.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(DECKS);
  }, 180_000);

  it("recovers every deck whole, and every acknowledged save, after PostgreSQL is killed with transactions open", async () => {
    const before = await versionsNow();
    const held = decks[DECKS]!;
    const heldCards = await sql(`SELECT "cardId", quantity FROM deck_card WHERE "deckId" = $1 ORDER BY "cardId"`, [
      held.id,
    ]);
    const saver = startSaver();
    await saver.saves(DECKS * 2);

    // A multi-row change left open, exactly as a save is half-way through its transaction.
    const open = new pg.Client({ connectionString: server.url(DATABASE_NAME) });
    open.on("error", () => {});
    await open.connect();
    await open.query("BEGIN");
    await open.query(`UPDATE deck SET version = version + 1, name = 'torn' WHERE id = $1`, [held.id]);
    await open.query(`DELETE FROM deck_card WHERE "deckId" = $1`, [held.id]);
    await open.query(
      `INSERT INTO deck_version ("deckId", version, name, "formatId", cards) VALUES ($1, 2, 'torn', 'standard', '[]')`,
      [held.id],
    );
    const inFlight = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE xact_start IS NOT NULL AND pid <> pg_backend_pid()`,
    );
    expect(inFlight[0]!.n).toBeGreaterThanOrEqual(1);

    const postmaster = findRunningServer(dataDir)!.pid;
    const helpers = childrenOf(postmaster);
    process.kill(postmaster, "SIGKILL");
    await saver.kill();
    await open.end().catch(() => {});
    // Orphaned backends notice the postmaster is gone and exit; a new server cannot start before.
    while (helpers.some(alive)) await new Promise((r) => setTimeout(r, 100));

    server = await startEmbeddedPostgres({ dataDir });
    expect(readFileSync(join(dataDir, "server.log"), "utf8")).toMatch(
      /database system was interrupted|was not properly shut down|redo (starts|done)/,
    );
    await expectDecksConsistent(saver.committed, before);
    const heldNow = await sql<DeckRow>(`SELECT id, name, version FROM deck WHERE id = $1`, [held.id]);
    expect(heldNow).toEqual([{ id: held.id, name: `Deck ${DECKS} v1`, version: 1 }]);
    expect(
      await sql(`SELECT "cardId", quantity FROM deck_card WHERE "deckId" = $1 ORDER BY "cardId"`, [held.id]),
    ).toEqual(heldCards);
    expect(await sql(`SELECT version FROM deck_version WHERE "deckId" = $1`, [held.id])).toEqual([{ version: 1 }]);
  }, 180_000);
});
