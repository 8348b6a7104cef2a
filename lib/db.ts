// The app's one Prisma client, and raw SQL on the same pool. DATABASE_URL is set by scripts/start.ts
// (embedded PostgreSQL) or by the user (any PostgreSQL server). Created on
// first use, so `next build` can import pages without a database.
import "server-only";
import type { PrismaClient } from "./generated/prisma/client";
import { createDatabaseClient, type DatabaseClient, type RunSql } from "./database/prisma-client";
import { readEnv } from "./env";

// On globalThis: the server's own bundle and Next's both load this module, and share one pool per process.
const globalForDatabase = globalThis as unknown as { starportDatabase?: DatabaseClient };

function client(): DatabaseClient {
  if (!globalForDatabase.starportDatabase) {
    const { DATABASE_URL } = readEnv();
    if (!DATABASE_URL) {
      throw new Error(
        "DATABASE_URL is not set: start Starport with `npm start`, which provides its embedded database.",
      );
    }
    globalForDatabase.starportDatabase = createDatabaseClient(DATABASE_URL);
  }
  return globalForDatabase.starportDatabase;
}

export const prisma = new Proxy({} as PrismaClient, {
  get: (_target, property) => {
    const c = client().prisma;
    const value = Reflect.get(c, property, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

/** Raw SQL on the app's pool, prepared by name as Prisma's statements are, without Prisma's query layer. */
export const runSql: RunSql = (sql, values, options) => client().runSql(sql, values, options);

/**
 * Closes the client and forgets it: the next use opens one on DATABASE_URL as it is then. Integration files share a
 * module graph, each with its own database (tests/database.ts).
 */
export async function closeDatabaseClient(): Promise<void> {
  const open = globalForDatabase.starportDatabase;
  globalForDatabase.starportDatabase = undefined;
  await open?.close();
}
