import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, firstLoadScripts } from "./compile-hints";

let dist: string;

function write(path: string, content: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}

const read = (path: string) => readFileSync(join(dist, path), "utf8");

/** A build folder laid out as Next.js 16 writes it: shared scripts, a route's own, a lazy one, CSS, polyfills. */
function fakeBuild() {
  write(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfills.js"],
      rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"],
    }),
  );
  const manifest = (route: string, files: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: files })};\n`;
  write(
    "server/app/page_client-reference-manifest.js",
    manifest("/page", {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/page": ["static/chunks/layout.js"],
    }),
  );
  write(
    "server/app/decks/[id]/edit/page_client-reference-manifest.js",
    manifest("/decks/[id]/edit/page", {
      "[project]/app/decks/[id]/edit/page": ["static/chunks/builder.js", "static/chunks/builder.css"],
    }),
  );
  for (const name of ["react-dom", "runtime", "layout", "builder", "lazy-sign-out", "polyfills"])
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  write("static/chunks/builder.css", "body{}");
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("compile hints on first-load scripts", () => {
  it("finds the shared scripts and every route's own, not lazy chunks, polyfills or CSS", () => {
    fakeBuild();
    expect(firstLoadScripts(dist)).toEqual([
      "static/chunks/builder.js",
      "static/chunks/layout.js",
      "static/chunks/react-dom.js",
      "static/chunks/runtime.js",
    ]);
  });

  it("puts the hint at the very top of those scripts and leaves the rest as they were", () => {
    fakeBuild();
    expect(addCompileHints(dist)).toBe(4);
    expect(read("static/chunks/react-dom.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react-dom"]);\n`);
    expect(read("static/chunks/builder.js").startsWith("//# allFunctionsCalledOnLoad\n(")).toBe(true);
    expect(read("static/chunks/lazy-sign-out.js")).toBe(`(globalThis.TURBOPACK||[]).push(["lazy-sign-out"]);\n`);
    expect(read("static/chunks/polyfills.js").startsWith(COMPILE_HINT)).toBe(false);
    expect(read("static/chunks/builder.css")).toBe("body{}");
  });

  it("adds the hint once however often it runs", () => {
    fakeBuild();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
    expect(read("static/chunks/layout.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("stops the build when the manifest no longer names the shared scripts", () => {
    write("build-manifest.json", JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(dist)).toThrow(/rootMainFiles/);
  });
});
