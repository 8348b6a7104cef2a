// Serves the site through lib/serve/server.ts: WEB_CONCURRENCY worker
// processes (default: one per core) sharing one port, or one process with
// `--dev` (next dev). Used by `npm start`, the end-to-end tests and the load
// benchmark, so what they test is what runs. Needs DATABASE_URL; `npm start`
// provides it, with the embedded database.
//   npm run serve -- [--dev] [--hostname 127.0.0.1]   (compiles it to dist/serve.mjs, then runs that)
import cluster from "node:cluster";
import { join } from "node:path";
import { MAX_DATA_BYTES } from "../lib/account/export-document";
import { MAX_IMAGE_UPLOAD_BYTES } from "../lib/card-images/upload-schema";
import { readEnv, type Env } from "../lib/env";

const dev = process.argv.includes("--dev");
const hostnameArg = process.argv.indexOf("--hostname");
const hostname = hostnameArg === -1 ? undefined : process.argv[hostnameArg + 1];
const root = join(import.meta.dirname, "..");
const log = (line: string) => console.log(`[starport] ${line}`);

let env: Env;
try {
  env = readEnv();
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  process.exit(1);
}
const workers = dev ? 1 : env.WEB_CONCURRENCY;
// React and Next pick their builds from NODE_ENV when first loaded, so it is set before the server is.
(process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";

async function serveHere(name: string, signals: NodeJS.Signals[]) {
  const { startServer } = await import("../lib/serve/server");
  const { SERVED_DIRECTLY } = await import("../lib/api/served-directly");
  const server = await startServer({
    dir: root,
    dev,
    port: env.PORT,
    hostname,
    env,
    log: (line) => log(`${name}: ${line}`),
    // "Import my data" takes back any document "Download all my data" gave.
    // An editor's card image (app/admin/card-images).
    largerBodies: { "/account/data": MAX_DATA_BYTES, "/admin/card-images": MAX_IMAGE_UPLOAD_BYTES },
    fileBodies: ["/admin/card-images"],
    // `next dev` reloads an edited handler only through its route file.
    directRoutes: dev ? undefined : SERVED_DIRECTLY,
  });
  const stop = () => {
    // Finish the requests in flight, then leave; a stuck one gets ten seconds.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  for (const signal of signals) process.once(signal, stop);
  return server;
}

if (workers === 1) {
  await serveHere("server", ["SIGTERM", "SIGINT", "SIGHUP"]);
  log(`serving on port ${env.PORT}${dev ? " (next dev)" : ""}`);
} else if (cluster.isPrimary) {
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on("listening", () => {
    if (++listening === workers) log(`serving on port ${env.PORT} with ${workers} workers`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A crashed worker is replaced; the others keep serving meanwhile.
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, 1000);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("SIGHUP", stop);
  for (let i = 0; i < workers; i++) fork();
} else {
  // A worker ignores Ctrl-C's SIGINT and SIGHUP (the whole process group gets them): the primary stops it.
  process.on("SIGINT", () => {});
  process.on("SIGHUP", () => {});
  await serveHere(`worker ${process.pid}`, ["SIGTERM"]);
}
