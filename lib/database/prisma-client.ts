// How a Prisma client is made: PostgreSQL through @prisma/adapter-pg, every statement prepared by name. The app holds
// one with raw SQL on the same pool (lib/db.ts); scripts and tests make one for the database they open.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { createStatementNamer } from "./statement-names";

/** Statement texts prepared by name, per client: the app's queries and the search's shapes stay well under it. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * One parameterised statement of raw SQL, its rows as objects. `planEachRun`: the best plan hinges on the values (how
 * many cards a keyed term or a range holds), so PostgreSQL plans it with them on every run rather than keep one plan.
 */
export type RunSql = <T>(sql: string, values: unknown[], options?: { planEachRun?: boolean }) => Promise<T[]>;

type StatementNamer = ReturnType<typeof createStatementNamer>;

/** Raw SQL on a pool or a client: prepared by name as the namer says, unnamed (planned with its values) when asked. */
export function sqlRunner(db: Pick<pg.Pool, "query">, name: StatementNamer): RunSql {
  return async <T>(sql: string, values: unknown[], options?: { planEachRun?: boolean }) =>
    (await db.query({ name: options?.planEachRun ? undefined : name({ sql }), text: sql, values })).rows as T[];
}

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
    runSql: sqlRunner(pool, name),
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
