// After `next build`: the scripts a page loads first start with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+), so Chrome compiles
// their functions while it streams them, off the main thread. Without it each
// function compiles on the main thread the first time it runs, all of them in
// the one task that starts the app (a phone's longest task on every page; see
// docs/decisions/011). Scripts loaded later (dynamic imports) are left lazy.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function clientReferenceManifests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("_client-reference-manifest.js"))
    .map((f) => join(dir, f));
}

/** The build's scripts that pages load at once: the app's shared ones and each route's own (paths under the build folder). */
export function firstLoadScripts(distDir: string): string[] {
  const build = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  if (!build.rootMainFiles?.length) {
    throw new Error(
      "build-manifest.json names no rootMainFiles: scripts/compile-hints.ts does not know this Next.js build's layout",
    );
  }
  const scripts = new Set(build.rootMainFiles);
  for (const file of clientReferenceManifests(join(distDir, "server", "app"))) {
    // Each manifest is a script that assigns its routes' manifests to globalThis.__RSC_MANIFEST.
    const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    runInNewContext(readFileSync(file, "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) scripts.add(f);
    }
  }
  return [...scripts].filter((f) => f.endsWith(".js")).sort();
}

/** Puts the hint at the top of every first-load script that lacks it; returns how many it changed. */
export function addCompileHints(distDir: string): number {
  let changed = 0;
  for (const script of firstLoadScripts(distDir)) {
    const path = join(distDir, script);
    const source = readFileSync(path, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}
