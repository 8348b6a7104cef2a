// The app's one Prisma client. DATABASE_URL is set by scripts/start.ts
// (embedded PostgreSQL) or by the user (any PostgreSQL server). Created on
// first use, so `next build` can import pages without a database.
import "server-only";
import type { PrismaClient } from "./generated/prisma/client";
import { createPrismaClient } from "./database/prisma-client";
import { readEnv } from "./env";

const globalForPrisma = globalThis as unknown as { starportPrisma?: PrismaClient };

function client(): PrismaClient {
  if (!globalForPrisma.starportPrisma) {
    const { DATABASE_URL } = readEnv();
    if (!DATABASE_URL) {
      throw new Error(
        "DATABASE_URL is not set: start Starport with `npm start`, which provides its embedded database.",
      );
    }
    globalForPrisma.starportPrisma = createPrismaClient(DATABASE_URL);
  }
  return globalForPrisma.starportPrisma;
}

export const prisma = new Proxy({} as PrismaClient, {
  get: (_target, property) => {
    const c = client();
    const value = Reflect.get(c, property, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

/**
 * Closes the client and forgets it: the next use opens one on DATABASE_URL as it is then. Integration files share a
 * module graph, each with its own database (tests/database.ts).
 */
export async function closeDatabaseClient(): Promise<void> {
  const open = globalForPrisma.starportPrisma;
  globalForPrisma.starportPrisma = undefined;
  await open?.$disconnect();
}
