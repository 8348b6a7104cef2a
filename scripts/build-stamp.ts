// Whether the production build in .next matches the sources, so `npm start`
// rebuilds after a pull or an edit and skips the build otherwise.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const INPUTS = ["app", "components", "lib", "public", "next.config.mjs", "package-lock.json", "tsconfig.json", "prisma/schema.prisma"];

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((f) => join(full, f))
    .filter((f) => statSync(f).isFile());
}

export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((p) => files(root, p)).sort()) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const stampFile = (root: string) => join(root, ".next", "starport-source.sha256");

export function buildIsCurrent(root: string): boolean {
  const stamp = stampFile(root);
  return existsSync(join(root, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === sourceHash(root);
}

export function markBuilt(root: string): void {
  writeFileSync(stampFile(root), sourceHash(root));
}
