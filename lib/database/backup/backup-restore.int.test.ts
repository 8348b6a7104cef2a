import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createUser, legalDeckCards } from "../../../tests/factories";
import { tableFingerprints, type Fingerprints } from "../../../tests/table-fingerprints";
import { startEmbeddedPostgres } from "../embedded-postgres";
import { DATABASE_NAME } from "../open-database";
import { createBackup, type BackupResult } from "./create-backup";
import { restoreBackup } from "./restore-backup";
import { verifyBackup } from "./verify-backup";

// Backup while decks are being saved, restore into a fresh data folder, and
// compare every table with what the backup's snapshot saw.
const base = mkdtempSync(join(tmpdir(), "starport-backup-"));
chmodSync(base, 0o755);
const backups = join(base, "backups");
const db = useTestDatabase();
let saveDeck: typeof import("../../decks/save-deck").saveDeck;
let userId: string;
const decks: { id: string; version: number }[] = [];
const legal = legalDeckCards();
/** A different card list for each version, so a half-written save would show. */
const cardsFor = (deck: number, version: number) =>
  legal
    .filter((_, k) => (k + deck + version) % 4 !== 0)
    .map((line, k) => ({ slug: line.slug, quantity: 1 + ((k + version) % 3) }));

/** Every entry under `root` (itself included) with its permission bits. */
function modesUnder(root: string): { path: string; dir: boolean; mode: number }[] {
  const stat = statSync(root);
  const here = { path: root, dir: stat.isDirectory(), mode: stat.mode & 0o777 };
  if (!here.dir) return [here];
  return [here, ...readdirSync(root).flatMap((entry) => modesUnder(join(root, entry)))];
}

// The widest umask: any file or folder that relies on it to be private shows up.
const umaskBefore = process.umask(0);
afterAll(() => void process.umask(umaskBefore));

beforeAll(async () => {
  ({ saveDeck } = await import("../../decks/save-deck"));
  const { createDeck } = await import("../../decks/create-deck");
  userId = (await createUser(db.prisma, "Keeper")).id;
  for (let i = 0; i < 6; i++)
    decks.push({ id: (await createDeck({ userId, name: `Deck ${i}`, formatId: "standard" })).id, version: 1 });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Saves every deck over and over until stopped; `committed` resolves waiters after each commit. */
function startWriters() {
  let running = true;
  let commits = 0;
  const waiters: { target: number; resolve: () => void }[] = [];
  const loops = decks.map(async (deck, i) => {
    while (running) {
      const saved = await saveDeck({
        deckId: deck.id,
        userId,
        version: deck.version,
        name: `Deck ${i} v${deck.version + 1}`,
        cards: cardsFor(i, deck.version + 1),
      });
      deck.version = saved.version;
      commits += 1;
      for (const w of waiters.filter((w) => commits >= w.target)) w.resolve();
    }
  });
  return {
    /** Resolves once `n` more saves have committed. */
    more: (n: number) => new Promise<void>((resolve) => waiters.push({ target: commits + n, resolve })),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return commits;
    },
  };
}

async function fingerprintsOfCluster(dataDir: string): Promise<Fingerprints> {
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    return await tableFingerprints(server.url(DATABASE_NAME));
  } finally {
    await server.stop();
  }
}

describe("backup and restore", () => {
  let atSnapshot: Fingerprints;
  let made: BackupResult;

  it("backs up a consistent snapshot while saves keep committing", async () => {
    const writers = startWriters();
    await writers.more(decks.length);
    made = await createBackup({
      url: db.url,
      dir: backups,
      onSnapshot: async (snapshot) => {
        atSnapshot = await tableFingerprints(db.url, { snapshot });
        // Saves commit while the backup is under way: it must not see them.
        await writers.more(decks.length * 2);
      },
    });
    await writers.stop();
    expect(made.path).toBe(join(backups, made.name));
    expect(made.name).toMatch(/^starport-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    expect(readdirSync(backups)).toEqual([made.name]);
    // Backups hold password hashes and sessions: private whatever the umask.
    const modes = modesUnder(backups);
    expect(modes.filter((e) => e.dir && e.mode !== 0o700)).toEqual([]);
    expect(modes.filter((e) => !e.dir && e.mode !== 0o600)).toEqual([]);
    expect(modes.filter((e) => !e.dir).length).toBeGreaterThan(2);
    expect(made.tables).toBe(Object.keys(atSnapshot).length);
    expect(made.rows).toBe(Object.values(atSnapshot).reduce((n, t) => n + t.rows, 0));
    // The source moved on after the snapshot, so matching the snapshot below means something.
    const now = await tableFingerprints(db.url);
    expect(now["public.deck_version"]!.rows).toBeGreaterThan(atSnapshot["public.deck_version"]!.rows);
  });

  it("restores into a fresh data folder with every table equal to the source at the snapshot", async () => {
    const dataDir = join(base, "fresh", "postgres");
    const backup = await verifyBackup({ path: made.path });
    const restored = await restoreBackup({ backup, dataDir });
    expect(restored).toMatchObject({ dataDir, keptAside: null, tables: made.tables, rows: made.rows });
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(`${dataDir}.password`).mode & 0o777).toBe(0o600);
    expect(modesUnder(made.path).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600))).toEqual([]);
    // The bulk-load settings of the restore do not stay behind.
    expect(readFileSync(join(dataDir, "postgresql.auto.conf"), "utf8")).not.toMatch(/wal_level|max_wal_senders/);
    const after = await fingerprintsOfCluster(dataDir);
    expect(after).toEqual(atSnapshot);
  });

  it("restores over existing data, keeping the replaced folder aside and startable", async () => {
    const dataDir = join(base, "fresh", "postgres");
    const server = await startEmbeddedPostgres({ dataDir });
    const client = new pg.Client({ connectionString: server.url(DATABASE_NAME) });
    await client.connect();
    await client.query("DELETE FROM deck_card");
    await client.end();
    await server.stop();
    const changed = await fingerprintsOfCluster(dataDir);
    expect(changed["public.deck_card"]!.rows).toBe(0);

    const restored = await restoreBackup({ backup: await verifyBackup({ path: made.path }), dataDir });
    expect(restored.keptAside).toMatch(/postgres\.before-restore-/);
    expect(await fingerprintsOfCluster(dataDir)).toEqual(atSnapshot);
    expect(await fingerprintsOfCluster(restored.keptAside!)).toEqual(changed);
  });
});
