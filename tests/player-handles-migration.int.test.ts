import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "../lib/database/migrate";
import { createTestDatabase, type TestDatabase } from "./database";
import { tableFingerprints } from "./table-fingerprints";

// The handles migration on a copy with accounts in it: every row of every table
// is kept as it was, and each existing account gets its own `player-<random>`
// handle, not chosen yet (the next sign-in asks for one).
const MIGRATION = "20261126184649_player_handles";
const names = readMigrations().map((m) => m.name);
const before = names[names.indexOf(MIGRATION) - 1]!;
let db: TestDatabase | undefined;
afterAll(() => db?.drop());

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db!.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

it("keeps every row and gives every account its own player-<random> handle", async () => {
  db = await createTestDatabase({ empty: true });
  await applyMigrations({ connectionString: db.url, upTo: before });
  const users = Array.from(
    { length: 50 },
    (_, i) => `('u${i}', 'p${i}@example.test', ${i % 2 ? `'Name ${i}'` : "NULL"})`,
  );
  await query(`
    INSERT INTO "user" (id, email, name) VALUES ${users.join(", ")};
    INSERT INTO format (id, name, description) VALUES ('standard', 'Standard', '');
    INSERT INTO event (id, "organizerId", name, "heldOn", "formatId", "registrationClosesAt", "refuseIllegal", "updatedAt")
      VALUES ('e1', 'u0', 'Cup', '2026-12-01', 'standard', now(), true, now());
    INSERT INTO registration (id, "eventId", "playerId", "updatedAt") VALUES ('r1', 'e1', 'u1', now()), ('r2', 'e1', 'u2', now());
    INSERT INTO account_event ("userId", kind) VALUES ('u3', 'SIGN_IN_FAILED');
  `);
  const rowsOf = (table: string, columns: string) =>
    query(`SELECT ${columns} FROM ${table} ORDER BY id`).then((rows) => JSON.stringify(rows));
  const userColumns = `id, email, name, "emailVerified", image, "passwordHash", "createdAt"`;
  const registrationColumns = `id, "eventId", "playerId", "currentSnapshotId", "withdrawnAt", "createdAt", "updatedAt"`;
  const [fingerprints, userRows, registrationRows] = [
    await tableFingerprints(db.url),
    await rowsOf(`"user"`, userColumns),
    await rowsOf("registration", registrationColumns),
  ];

  // This migration alone: later ones may change rows on purpose (tests/migrations-keep-data lists them).
  expect((await applyMigrations({ connectionString: db.url, upTo: MIGRATION })).applied).toContain(MIGRATION);

  const after = await tableFingerprints(db.url);
  for (const [table, print] of Object.entries(fingerprints)) {
    if (["public.user", "public.registration", "public._prisma_migrations"].includes(table)) continue;
    expect(after[table], table).toEqual(print);
  }
  expect(await rowsOf(`"user"`, userColumns)).toBe(userRows);
  expect(await rowsOf("registration", registrationColumns)).toBe(registrationRows);
  const added = await query<{ handle: string; handleChosen: boolean; bio: string; roles: string[] }>(
    `SELECT handle::text, "handleChosen", bio, roles::text[] FROM "user"`,
  );
  expect(added).toHaveLength(50);
  expect(new Set(added.map((u) => u.handle)).size).toBe(50);
  for (const user of added) {
    expect(user.handle).toMatch(/^player-[0-9a-f]{10}$/);
    expect(user).toMatchObject({ handleChosen: false, bio: "", roles: [] });
  }
  const consent = await query<{ shareEmail: boolean }>(`SELECT "shareEmail" FROM registration`);
  expect(consent).toEqual([{ shareEmail: false }, { shareEmail: false }]);
}, 120_000);
