// Global setup for system, integration and end-to-end tests: a scratch embedded
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

interface SharedServer {
  ready: Promise<{ adminUrl: string; stop: () => Promise<void> }>;
  users: number;
}

// One server for every project that asks (system, integration, e2e): the projects' set-ups run in one process, one
// after another, and the template is migrated and seeded once. The last project's teardown stops it.
const shared = globalThis as { starportTestDatabase?: SharedServer };

async function start() {
  const server = await startScratchPostgres();
  try {
    await ensureDatabase(server.url("postgres"), TEMPLATE_DATABASE);
    await migrateAndSeed({ url: server.url(TEMPLATE_DATABASE), log: () => {} });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { adminUrl: server.url("postgres"), stop: () => server.stop() };
}

export default async function setup(project: TestProject) {
  const server = (shared.starportTestDatabase ??= { ready: start(), users: 0 });
  server.users++;
  const { adminUrl, stop } = await server.ready;
  project.provide("postgresAdminUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE_DATABASE);
  return async () => {
    if (--server.users > 0) return;
    shared.starportTestDatabase = undefined;
    await stop();
  };
}
