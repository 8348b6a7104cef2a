import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 31 item 2: serving must not reassign Node's request or response methods.
const root = join(import.meta.dirname, "..", "..");
const SERVING = ["lib/serve", "lib/cache", "scripts/serve.ts", "scripts/start.ts"];
const PATCHED = /\b\w+\.(push|write|end|writeHead|setHeader|removeHeader|emit|on|read|pipe)\s*=(?!=)/g;

// The server's own request and response classes (createServer's options) override these as methods instead.

function patchedMethods(code: string): string[] {
  return [...code.matchAll(PATCHED)].map((m) => m[1]!);
}

function servingFiles(): string[] {
  return SERVING.flatMap((entry) => {
    const path = join(root, entry);
    if (entry.endsWith(".ts")) return [path];
    return readdirSync(path, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => join(path, name));
  });
}

describe("no monkey-patching of Node's request or response", () => {
  it("sees a method reassigned, and not a comparison or a call", () => {
    expect(patchedMethods("res.write = function write() {};")).toEqual(["write"]);
    expect(patchedMethods("req.push = (chunk) => true;")).toEqual(["push"]);
    expect(patchedMethods("response.writeHead= () => {}")).toEqual(["writeHead"]);
    expect(patchedMethods("if (res.end === end) res.end(); res.write(chunk);")).toEqual([]);
  });

  it("finds no reassignment in the serving code", () => {
    const found: Record<string, string[]> = {};
    for (const path of servingFiles()) {
      const methods = patchedMethods(readFileSync(path, "utf8"));
      if (methods.length > 0) found[relative(root, path)] = methods;
    }
    expect(found).toEqual({});
  });
});
