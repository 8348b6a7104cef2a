// Runs `prisma generate` offline. The Prisma CLI wants a native schema engine
// before any schema command, and downloads one when none is named; generate never
// runs it, so a stub that explains itself is enough (see docs/decisions/002).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };

if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  const stub = join(root, "node_modules", ".cache", "starport", "schema-engine-stub");
  mkdirSync(dirname(stub), { recursive: true });
  writeFileSync(
    stub,
    "#!/bin/sh\necho 'Starport applies migrations with npm run db:migrate; the native schema engine is not used.' >&2\nexit 1\n",
  );
  chmodSync(stub, 0o755);
  env.PRISMA_SCHEMA_ENGINE_BINARY = stub;
}

const result = spawnSync(process.execPath, [join(root, "node_modules", "prisma", "build", "index.js"), "generate"], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
