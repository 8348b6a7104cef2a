// The production build in .next, rebuilt only when the sources changed (after
// a pull or an edit). Used by `npm start`, `npm run build` and the e2e setup.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { addCompileHints } from "./compile-hints";

// The build steps themselves count too: a change to one makes a different build.
const INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "instrumentation-client.ts",
  "next.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema.prisma",
  "scripts/site-build.ts",
  "scripts/compile-hints.ts",
  "scripts/compile-server.mjs",
];

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((f) => join(full, f))
    .filter((f) => statSync(f).isFile());
}

function sourceHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((p) => files(root, p)).sort()) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const distDir = (root: string) => join(root, process.env.STARPORT_DIST_DIR || ".next");
const stampFile = (root: string) => join(distDir(root), "starport-source.sha256");

function buildIsCurrent(root: string, hash: string): boolean {
  const stamp = stampFile(root);
  return existsSync(join(distDir(root), "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash;
}

/** A Node script run to its end without blocking the caller's event loop (the e2e set-up serves meanwhile). */
function runNode(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; inheritOutput?: boolean },
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.inheritOutput ? "inherit" : "pipe",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Runs `next build` unless the last build used these exact sources. Resolves
 * false when it was already current; rejects with the build output on failure.
 */
export async function buildSite(
  root: string,
  options: { force?: boolean; inheritOutput?: boolean } = {},
): Promise<boolean> {
  // The server and the cache handler run as JavaScript (dist/): compiled each time, in well under a second.
  const compiled = await runNode([join(root, "scripts", "compile-server.mjs")], {
    cwd: root,
    inheritOutput: options.inheritOutput,
  });
  if (!compiled.ok) throw new Error(`the server did not compile:\n${compiled.output}`);
  const hash = sourceHash(root);
  if (!options.force && buildIsCurrent(root, hash)) return false;
  const next = join(root, "node_modules", "next", "dist", "bin", "next");
  const build = await runNode([next, "build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    inheritOutput: options.inheritOutput,
  });
  if (!build.ok) throw new Error(`the build failed${options.inheritOutput ? " (see above)" : `:\n${build.output}`}`);
  // Before the stamp: a build without its hints is not a finished build.
  addCompileHints(distDir(root));
  writeFileSync(stampFile(root), hash);
  return true;
}
