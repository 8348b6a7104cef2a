// Runs one parameterised statement: the app passes raw SQL on its pool (lib/db.ts), a benchmark a pg client.
export type { RunSql } from "../../database/prisma-client";
