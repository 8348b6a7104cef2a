// How a Prisma client is made: PostgreSQL through @prisma/adapter-pg. The app
// holds one (lib/db.ts); scripts and tests make one for the database they open.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";

export function createPrismaClient(connectionString: string, options: { max?: number } = {}): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: options.max ?? 10 }) });
}
