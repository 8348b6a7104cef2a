import { defineConfig } from "prisma/config";

// The datasource URL is only needed by Prisma's own migrate commands on a machine
// with network access; Starport applies migrations with scripts/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/starport" },
});
