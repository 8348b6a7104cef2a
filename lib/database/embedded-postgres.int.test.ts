import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";

const base = mkdtempSync(join(tmpdir(), "starport-embedded-"));
chmodSync(base, 0o755);
const dataDir = join(base, "cluster");
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function query(server: EmbeddedServer, sql: string) {
  const client = new pg.Client({ connectionString: server.url("postgres") });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL", () => {
  it("creates a cluster, keeps its data across a restart, and stops cleanly", async () => {
    const logs: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, log: (l) => logs.push(l) });
    expect(logs.some((l) => l.includes("creating a new PostgreSQL cluster"))).toBe(true);
    await query(first, "CREATE TABLE kept (id int); INSERT INTO kept VALUES (42)");
    expect(await ensureDatabase(first.url("postgres"), "extra")).toBe(true);
    expect(await ensureDatabase(first.url("postgres"), "extra")).toBe(false);
    await first.stop();
    await expect(query(first, "SELECT 1")).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir });
    expect(await query(second, "SELECT id FROM kept")).toEqual([{ id: 42 }]);
    await second.stop();
  });

  it("stops a server left running by a run that crashed, then starts", async () => {
    const orphan = await startEmbeddedPostgres({ dataDir });
    // The run that started it is gone: its owner file names a dead process.
    writeFileSync(`${dataDir}.owner`, "999999");
    const logs: string[] = [];
    const fresh = await startEmbeddedPostgres({ dataDir, log: (l) => logs.push(l) });
    expect(logs.some((l) => l.includes("left running by an earlier run"))).toBe(true);
    await expect(query(orphan, "SELECT 1")).rejects.toThrow();
    expect(await query(fresh, "SELECT id FROM kept")).toEqual([{ id: 42 }]);
    await fresh.stop();
  });

  it("refuses to share the data folder with another running Starport", async () => {
    const server = await startEmbeddedPostgres({ dataDir });
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(`${dataDir}.owner`, String(other.pid));
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
        `Another Starport (process ${other.pid}) is using the database`,
      );
    } finally {
      other.kill();
      writeFileSync(`${dataDir}.owner`, String(process.pid));
      await server.stop();
    }
  });
});
