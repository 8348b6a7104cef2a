import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { tableFingerprints } from "../../../tests/table-fingerprints";
import pg from "pg";
import { ensureDatabase, findRunningServer, startEmbeddedPostgres } from "../embedded-postgres";
import { DATABASE_NAME } from "../open-database";
import { createBackup } from "./create-backup";
import { CHECKSUMS_FILE, MANIFEST_FILE, type Manifest } from "./manifest";
import { restoreBackup } from "./restore-backup";
import { verifyBackup } from "./verify-backup";

// A damaged, altered or foreign backup is refused with one clear sentence,
// and a restore that fails leaves the current data as it was.
const base = mkdtempSync(join(tmpdir(), "starport-refusals-"));
chmodSync(base, 0o755);
const db = useTestDatabase();
let original: string;

beforeAll(async () => {
  original = (await createBackup({ url: db.url, dir: join(base, "backups") })).path;
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

let copies = 0;
/** A copy of the good backup with something done to it. */
function copyWith(change: (dir: string, manifest: Manifest) => void): string {
  const dir = join(base, `copy-${++copies}`);
  cpSync(original, dir, { recursive: true });
  change(dir, JSON.parse(readFileSync(join(dir, MANIFEST_FILE), "utf8")));
  return dir;
}
/** Rewrites SHA256SUMS to match the files as they now are (what a careless edit would not do). */
function reseal(dir: string): void {
  const files = [MANIFEST_FILE, ...readdirSync(join(dir, "data")).map((f) => `data/${f}`)];
  writeFileSync(
    join(dir, CHECKSUMS_FILE),
    files
      .map(
        (f) =>
          `${createHash("sha256")
            .update(readFileSync(join(dir, f)))
            .digest("hex")}  ${f}\n`,
      )
      .join(""),
  );
}
const writeManifest = (dir: string, manifest: unknown) =>
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
const fileOf = (manifest: Manifest, table: string) => manifest.tables.find((t) => t.name === table)!.file;
async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
const refusal = (path: string) =>
  verifyBackup({ path }).then(
    () => "accepted",
    (error: Error) => error.message,
  );

describe("verifying a backup", () => {
  it("accepts the backup as written", async () => {
    const backup = await verifyBackup({ path: original });
    expect(backup.manifest.tables.map((t) => t.name)).toContain("deck");
    expect(backup.newerMigrations).toEqual([]);
  });

  it("refuses a truncated data file", async () => {
    const dir = copyWith((d, m) => truncateSync(join(d, fileOf(m, "card")), 1000));
    expect(await refusal(dir)).toMatch(
      /^The backup copy-\d+ is damaged: data\/\d{3}-card\.copy\.gz does not match its checksum \(truncated or altered\)\. Nothing was restored\.$/,
    );
  });

  it("refuses a data file with one byte changed", async () => {
    const dir = copyWith((d, m) => {
      const path = join(d, fileOf(m, "glossary_entry"));
      const bytes = readFileSync(path);
      const middle = bytes.length >> 1;
      bytes[middle] = bytes[middle]! ^ 0x01;
      writeFileSync(path, bytes);
    });
    expect(await refusal(dir)).toMatch(/is damaged: data\/\d{3}-glossary_entry\.copy\.gz does not match its checksum/);
  });

  it("refuses an edited manifest, a missing data file and missing checksums", async () => {
    const edited = copyWith((d, m) =>
      writeManifest(d, { ...m, tables: m.tables.map((t) => ({ ...t, rows: t.rows + 1 })) }),
    );
    expect(await refusal(edited)).toMatch(/is damaged: manifest\.json does not match its checksum/);
    const missing = copyWith((d, m) => rmSync(join(d, fileOf(m, "ruling"))));
    expect(await refusal(missing)).toMatch(/is damaged: data\/\d{3}-ruling\.copy\.gz is missing/);
    const unsummed = copyWith((d) => rmSync(join(d, CHECKSUMS_FILE)));
    expect(await refusal(unsummed)).toMatch(/is damaged: SHA256SUMS is missing or unreadable/);
  });

  it("refuses folders that are not Starport backups", async () => {
    const empty = join(base, "empty");
    mkdirSync(empty);
    expect(await refusal(empty)).toBe(`${empty} is not a Starport backup: it has no manifest.json.`);
    const foreign = copyWith((d, m) => writeManifest(d, { ...m, format: "other-backup" }));
    expect(await refusal(foreign)).toBe(`${foreign} is not a Starport backup (its manifest has another format).`);
    const future = copyWith((d, m) => writeManifest(d, { ...m, formatVersion: 2 }));
    expect(await refusal(future)).toMatch(/has format version 2; this Starport reads version 1\.$/);
    expect(await refusal(join(base, "nowhere"))).toBe(`There is no backup at ${join(base, "nowhere")}.`);
  });

  it("refuses a backup whose migrations this code does not know or has otherwise", async () => {
    const newer = copyWith((d, m) => {
      writeManifest(d, {
        ...m,
        migrations: [...m.migrations, { name: "29990101000000_future", checksum: "0".repeat(64) }],
      });
      reseal(d);
    });
    expect(await refusal(newer)).toBe(
      "The backup needs migration 29990101000000_future, which this version of Starport does not have: restore it with the version that made it (or a newer one).",
    );
    const edited = copyWith((d, m) => {
      writeManifest(d, {
        ...m,
        migrations: m.migrations.map((x, i) => (i === 0 ? { ...x, checksum: "f".repeat(64) } : x)),
      });
      reseal(d);
    });
    expect(await refusal(edited)).toMatch(/^The backup's migration \d+_init differs from this code's copy of it/);
  });
});

describe("restoring", () => {
  it("leaves the current data untouched when the backup's rows turn out wrong while loading", async () => {
    const dataDir = join(base, "live", "postgres");
    const fingerprintLive = async () => {
      const server = await startEmbeddedPostgres({ dataDir });
      try {
        await ensureDatabase(server.url("postgres"), DATABASE_NAME);
        await query(
          server.url(DATABASE_NAME),
          "CREATE TABLE IF NOT EXISTS kept (note text); INSERT INTO kept SELECT 'mine' WHERE NOT EXISTS (SELECT 1 FROM kept)",
        );
        return await tableFingerprints(server.url(DATABASE_NAME));
      } finally {
        await server.stop();
      }
    };
    const liveBefore = await fingerprintLive();
    const before = readdirSync(join(base, "live")).sort();

    // Rows changed and the file checksums redone: only the content checksum can tell.
    const altered = copyWith((d, m) => {
      const path = join(d, fileOf(m, "card_set"));
      writeFileSync(
        path,
        gzipSync(gunzipSync(readFileSync(path)).toString("utf8").replace("Starport Core", "Starport Bore")),
      );
      reseal(d);
    });
    const backup = await verifyBackup({ path: altered });
    await expect(restoreBackup({ backup, dataDir })).rejects.toThrow(
      /^The rows read for public\.card_set \(2\) do not match the manifest's count \(2\) and checksum\.$/,
    );
    expect(readdirSync(join(base, "live")).sort()).toEqual(before);
    expect(await fingerprintLive()).toEqual(liveBefore);
    expect(liveBefore["public.kept"]).toMatchObject({ rows: 1 });
  });

  it("refuses while a Starport uses the data folder, and finds that server for a backup", async () => {
    const dataDir = join(base, "busy", "postgres");
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      const running = findRunningServer(dataDir);
      expect(running).toMatchObject({ owner: process.pid, port: server.port, dataDir });
      expect(Object.keys(await tableFingerprints(running!.url("postgres")))).toEqual([]);
      const backup = await verifyBackup({ path: original });
      await expect(restoreBackup({ backup, dataDir })).rejects.toThrow(
        `Starport (process ${process.pid}) is using the database in ${dataDir}: stop it before restoring.`,
      );
      expect(existsSync(`${dataDir}.restoring`)).toBe(false);
    } finally {
      await server.stop();
    }
    expect(findRunningServer(dataDir)).toBeNull();
  });
});
