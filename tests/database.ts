// Per-file databases for integration tests: a clone of the migrated, seeded
// template, or an empty database for migration tests.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { createPrismaClient } from "../lib/database/prisma-client";
import { closeDatabaseClient } from "../lib/db";
import type { PrismaClient } from "../lib/generated/prisma/client";

export interface TestDatabase {
  name: string;
  url: string;
  prisma: PrismaClient;
  drop: () => Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(inject("postgresAdminUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin(async (c) => {
    const template = options.empty ? "template0" : inject("templateDatabase");
    await c.query(`CREATE DATABASE ${c.escapeIdentifier(name)} TEMPLATE ${c.escapeIdentifier(template)}`);
  });
  const url = databaseUrl(name);
  const prisma = createPrismaClient(url, { max: 3 });
  return {
    name,
    url,
    prisma,
    drop: async () => {
      await prisma.$disconnect();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}

/**
 * This test file's own database, for the file's tests: created before them
 * (the app's client in lib/db reads DATABASE_URL on first use, so modules
 * under test use it too) and dropped after them. Call at the top level.
 * Files share a worker's module graph: the app's client is closed with the
 * database, and the next file's first use opens one on its own.
 */
export function useTestDatabase(options: { empty?: boolean } = {}): TestDatabase {
  const handle = {} as TestDatabase;
  const before = process.env.DATABASE_URL;
  beforeAll(async () => {
    Object.assign(handle, await createTestDatabase(options));
    process.env.DATABASE_URL = handle.url;
  });
  afterAll(async () => {
    await closeDatabaseClient();
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
    await handle.drop?.();
  });
  return handle;
}
