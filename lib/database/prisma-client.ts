// How a Prisma client is made: PostgreSQL through @prisma/adapter-pg, every statement prepared by name. The app holds
// one with raw SQL on the same pool (lib/db.ts); scripts and tests make one for the database they open.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { createStatementNamer } from "./statement-names";

/** Statement texts prepared by name, per client: the app's queries and the search's shapes stay well under it. */
const MAX_NAMED_STATEMENTS = 500;

/** One parameterised statement of raw SQL, its rows as objects. */
export type RunSql = <T>(sql: string, values: unknown[]) => Promise<T[]>;

export function createPrismaClient(connectionString: string, options: { max?: number } = {}): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg(
      { connectionString, max: options.max ?? 10 },
      { statementNameGenerator: createStatementNamer(MAX_NAMED_STATEMENTS) },
    ),
  });
}

export interface DatabaseClient {
  prisma: PrismaClient;
  /** Raw SQL (the search engine's) on Prisma's pool without Prisma's query layer, which cost more than the statement. */
  runSql: RunSql;
  close: () => Promise<void>;
}

/** The app's client: one pool for Prisma and raw SQL, and one namer, since a name stands for one text on a connection. */
export function createDatabaseClient(connectionString: string, options: { max?: number } = {}): DatabaseClient {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // A connection that drops while idle leaves the pool; the next statement opens another.
  pool.on("error", () => {});
  const name = createStatementNamer(MAX_NAMED_STATEMENTS);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: name }) });
  return {
    prisma,
    runSql: async <T>(sql: string, values: unknown[]) =>
      (await pool.query({ name: name({ sql }), text: sql, values })).rows as T[],
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
