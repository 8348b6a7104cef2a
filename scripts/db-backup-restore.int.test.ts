import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/database";
import { createBackup, type BackupResult } from "../lib/database/backup/create-backup";
import { verifyBackup } from "../lib/database/backup/verify-backup";

const root = join(import.meta.dirname, "..");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
const dir = mkdtempSync(join(tmpdir(), "starport-backup-scripts-"));
let db: TestDatabase;
let good: BackupResult;
let damaged: BackupResult;

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [tsx, script, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", BACKUP_DIR: dir, ...env },
    encoding: "utf8",
    input: "",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

beforeAll(async () => {
  db = await createTestDatabase();
  good = await createBackup({ url: db.url, dir });
  damaged = await createBackup({ url: db.url, dir });
  const { manifest } = await verifyBackup({ path: damaged.path });
  truncateSync(join(damaged.path, manifest.tables.find((t) => t.name === "card")!.file), 10);
});
afterAll(async () => {
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("db:backup and db:restore", () => {
  it("send DATABASE_URL users to their server's own tools", () => {
    for (const script of ["scripts/db-backup.ts", "scripts/db-restore.ts"]) {
      const { status, stderr } = run(script, ["latest"], { DATABASE_URL: "postgresql://u:p@127.0.0.1:1/x" });
      expect(status).toBe(1);
      expect(stderr).toMatch(
        /^\[starport\] DATABASE_URL is set: back up and restore that server with its own tools \(pg_dump and pg_restore, see the README\)/,
      );
    }
  });

  it("db:restore lists the backups when given none", () => {
    const { status, stdout } = run("scripts/db-restore.ts", []);
    expect(status).toBe(1);
    expect(stdout).toBe(
      `Usage: npm run db:restore -- <backup folder | name | latest> [--yes]\nBackups in ${dir}:\n  ${good.name}\n  ${damaged.name}`,
    );
  });

  it("db:restore refuses a damaged backup with one line", () => {
    const { status, stdout, stderr } = run("scripts/db-restore.ts", [damaged.name]);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      new RegExp(
        `^\\[starport\\] The backup ${damaged.name} is damaged: data/\\d{3}-card\\.copy\\.gz does not match its checksum \\(truncated or altered\\)\\. Nothing was restored\\.$`,
      ),
    );
  });

  it("db:restore asks before replacing anything, and needs --yes without a terminal", () => {
    const { status, stderr } = run("scripts/db-restore.ts", [good.path]);
    expect(status).toBe(1);
    // On a developer's machine a running Starport is refused first.
    expect(stderr).toMatch(
      /^\[starport\] (Restoring replaces the current database: run it in a terminal to confirm, or add --yes\.|Starport \(process \d+\) is using the database in .*: stop it before restoring\.)$/,
    );
  });
});
