/** Runs one parameterised statement; the app passes Prisma's raw query, the benchmark a pg client. */
export type RunSql = <T>(sql: string, values: unknown[]) => Promise<T[]>;
