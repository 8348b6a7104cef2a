// How a Prisma client is made: PostgreSQL through @prisma/adapter-pg. The app
// holds one (lib/db.ts); scripts and tests make one for the database they open.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { createStatementNamer } from "./statement-names";

/** Statement texts prepared by name, per client: the app's queries and the search's shapes stay well under it. */
const MAX_NAMED_STATEMENTS = 500;

export function createPrismaClient(connectionString: string, options: { max?: number } = {}): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg(
      { connectionString, max: options.max ?? 10 },
      { statementNameGenerator: createStatementNamer(MAX_NAMED_STATEMENTS) },
    ),
  });
}
