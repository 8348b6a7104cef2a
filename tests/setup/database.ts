// Global setup for integration and end-to-end tests: a scratch embedded
// PostgreSQL with a template database that is migrated and seeded once. Each
// test file clones the template (tests/database.ts), so files run in parallel
// against real, isolated databases.
import type { TestProject } from "vitest/node";
import { ensureDatabase, startScratchPostgres } from "../../lib/database/embedded-postgres";
import { migrateAndSeed } from "../../seed/prepare-database";

export const TEMPLATE_DATABASE = "starport_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startScratchPostgres();
  try {
    await ensureDatabase(server.url("postgres"), TEMPLATE_DATABASE);
    await migrateAndSeed({ url: server.url(TEMPLATE_DATABASE), log: () => {} });
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresAdminUrl", server.url("postgres"));
  project.provide("templateDatabase", TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
  };
}
