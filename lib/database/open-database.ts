// Resolves the database the app and its scripts use: the server named by
// DATABASE_URL, or else the embedded one with its data in .data/postgres.
import { join } from "node:path";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres } from "./embedded-postgres";

export const PROJECT_ROOT = join(import.meta.dirname, "..", "..");
export const EMBEDDED_DATA_DIR = join(PROJECT_ROOT, ".data", "postgres");
export const DATABASE_NAME = "starport";

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
}

class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

async function checkReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const where = new URL(url);
    throw new DatabaseUnreachableError(
      `Cannot reach the database in DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}. Check the URL and that the server is running, or unset DATABASE_URL to use the embedded database.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(
  options: { databaseUrl?: string; log?: (line: string) => void } = {},
): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    await checkReachable(options.databaseUrl);
    return { url: options.databaseUrl, embedded: false, close: async () => {} };
  }
  const server = await startEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR, log: options.log });
  try {
    if (await ensureDatabase(server.url("postgres"), DATABASE_NAME))
      options.log?.(`database: created database '${DATABASE_NAME}'`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url(DATABASE_NAME), embedded: true, close: server.stop };
}
