// `npm run build`: generate the Prisma client and build the site for production.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildSite } from "./site-build";

const root = join(import.meta.dirname, "..");
const generate = spawnSync(process.execPath, [join(root, "scripts", "prisma-generate.mjs")], { stdio: "inherit" });
if (generate.status !== 0) process.exit(generate.status ?? 1);
try {
  await buildSite(root, { force: true, inheritOutput: true });
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  process.exit(1);
}
