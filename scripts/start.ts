// `npm start`: one command from a fresh clone to a running site. Starts the
// embedded PostgreSQL (unless DATABASE_URL is set), applies migrations, loads
// the seed catalogue, builds the site when the sources changed, and serves it.
// `--dev` serves with `next dev` instead. Ctrl-C stops everything cleanly.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { authEnvironment } from "../lib/auth/auth-env";
import { readEnv } from "../lib/env";
import { openDatabase, PROJECT_ROOT, type OpenDatabase } from "../lib/database/open-database";
import { withScheduledBackups } from "../lib/database/backup/schedule";
import { migrateAndSeed } from "../seed/prepare-database";
import { isSeedError, readSeed } from "../seed/read-seed";
import { buildSite } from "./site-build";

const dev = process.argv.includes("--dev");
const log = (line: string) => console.log(`[starport] ${line}`);
/** The server as JavaScript (scripts/compile-server.mjs): production runs no TypeScript loader. */
const serveEntry = join(PROJECT_ROOT, "dist", "serve.mjs");

function fail(message: string): never {
  console.error(`[starport] ${message}`);
  process.exit(1);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

let database: OpenDatabase | undefined;
let site: ChildProcess | undefined; // eslint-disable-line prefer-const -- assigned once the set-up is done
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (site && site.exitCode === null) {
      site.kill("SIGTERM");
      await new Promise((r) => site!.once("exit", r));
    }
    if (database?.embedded) log("stopping the embedded database");
    await database?.close().catch((error) => console.error(`[starport] ${(error as Error).message}`));
  }
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
process.on("SIGHUP", () => void shutdown(0));

const started = Date.now();
let env;
try {
  env = readEnv();
} catch (error) {
  fail((error as Error).message);
}
try {
  readSeed();
} catch (error) {
  if (!isSeedError(error)) throw error;
  fail(`the seed data is invalid, nothing was loaded: ${error.message}`);
}
if (!(await portIsFree(env.PORT))) {
  fail(`port ${env.PORT} is already in use. Stop whatever is using it, or choose another port: PORT=3001 npm start`);
}

try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, log });
  log(database.embedded ? "database: embedded PostgreSQL is running" : "database: using DATABASE_URL");
  await migrateAndSeed({ url: database.url, log });
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  await shutdown(1);
}

if (!dev) {
  try {
    log("checking the site build…");
    if (await buildSite(PROJECT_ROOT, { inheritOutput: true })) log("built the site");
  } catch (error) {
    console.error(`[starport] ${(error as Error).message}; nothing is served`);
    await shutdown(1);
  }
}

site = spawn(process.execPath, [serveEntry, ...(dev ? ["--dev"] : [])], {
  cwd: PROJECT_ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    ...authEnvironment({ dataDir: join(PROJECT_ROOT, ".data"), port: env.PORT }),
    DATABASE_URL: database!.url,
    NEXT_TELEMETRY_DISABLED: "1",
  },
});
database = withScheduledBackups({ database: database!, env, log });
site.once("spawn", () =>
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s of set-up: http://localhost:${env.PORT}`),
);
site.once("exit", (code) => {
  if (!stopping) {
    console.error(`[starport] the web server exited (code ${code})`);
    void shutdown(code ?? 1);
  }
});
