import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createBackup } from "./create-backup";
import { listBackups, rotateBackups } from "./list-backups";
import { withScheduledBackups } from "./schedule";

const base = mkdtempSync(join(tmpdir(), "starport-rotation-"));
const db = useTestDatabase();
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("rotation", () => {
  it("keeps exactly BACKUP_KEEP backups, the newest, and leaves other folders alone", async () => {
    const dir = join(base, "rotate");
    mkdirSync(join(dir, "notes"), { recursive: true });
    // A partial backup whose writer is alive is left alone; one whose writer died is cleared away.
    const gone = spawn("true");
    await new Promise((resolve) => gone.once("exit", resolve));
    mkdirSync(join(dir, `.partial-starport-2026-01-01T00-00-00-000Z-${gone.pid}`));
    mkdirSync(join(dir, `.partial-starport-2026-01-01T00-00-00-000Z-${process.pid}`));
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await createBackup({ url: db.url, dir })).name);
    expect(listBackups(dir).map((b) => b.name)).toEqual(made);

    expect(await rotateBackups({ dir, keep: 3 })).toEqual(made.slice(0, 2));
    expect(listBackups(dir).map((b) => b.name)).toEqual(made.slice(2));
    expect(await rotateBackups({ dir, keep: 3 })).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(
      [`.partial-starport-2026-01-01T00-00-00-000Z-${process.pid}`, ...made.slice(2), "notes"].sort(),
    );
  });
});

describe("scheduled backups", () => {
  it("takes a backup when none is recent, logs where and how long, and stops with the database", async () => {
    const dir = join(base, "scheduled");
    const lines: string[] = [];
    let closed = false;
    let announce: (line: string) => void = () => {};
    const wrote = new Promise<string>((resolve) => (announce = resolve));
    const database = withScheduledBackups({
      database: { url: db.url, embedded: true, close: async () => void (closed = true) },
      env: { BACKUP_DIR: dir, BACKUP_EVERY: 3_600_000, BACKUP_KEEP: 2 },
      log: (line) => {
        lines.push(line);
        if (/^backup( failed)?[:,]/.test(line)) announce(line);
      },
      settleMs: 0,
    });
    expect(lines[0]).toBe(`backups: every 1 h into ${dir}, keeping 2`);
    expect(await wrote).toMatch(
      new RegExp(`^backup: wrote ${dir}/starport-[^ ]+ \\(\\d+(\\.\\d)? kB, \\d+ rows\\) in \\d`),
    );
    expect(listBackups(dir)).toHaveLength(1);
    await database.close();
    expect(closed).toBe(true);
    expect(lines.filter((l) => l.startsWith("backup failed"))).toEqual([]);
  });

  it("schedules nothing when off or on DATABASE_URL", async () => {
    const lines: string[] = [];
    const database = { url: db.url, embedded: true, close: async () => {} };
    const env = { BACKUP_DIR: join(base, "off"), BACKUP_EVERY: 0, BACKUP_KEEP: 7 };
    expect(withScheduledBackups({ database, env, log: (l) => lines.push(l) })).toBe(database);
    const external = { ...database, embedded: false };
    expect(
      withScheduledBackups({ database: external, env: { ...env, BACKUP_EVERY: 60_000 }, log: (l) => lines.push(l) }),
    ).toBe(external);
    expect(lines[0]).toBe("backups: off (BACKUP_EVERY=0)");
    expect(lines[1]).toMatch(
      /^backups: none scheduled\. DATABASE_URL is set: back up and restore that server with its own tools/,
    );
  });
});
