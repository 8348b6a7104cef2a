import { describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";

// The served build: every script a page loads at once starts with V8's compile
// hint (scripts/compile-hints.ts), so Chrome compiles it off the main thread.
const base = () => inject("baseUrl");
const { cards } = readCatalogue();
const HINT = "//# allFunctionsCalledOnLoad\n";

/** The scripts a page's HTML loads (not the polyfills modern browsers skip). */
async function pageScripts(path: string): Promise<string[]> {
  const html = await (await fetch(`${base()}${path}`)).text();
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? []);
}

describe("first-load scripts", () => {
  it.each(["/", "/cards", `/cards/${cards[0]!.slug}`, "/rules", "/signin"])(
    "%s loads only scripts that carry the compile hint",
    async (path) => {
      const scripts = await pageScripts(path);
      expect(scripts.length).toBeGreaterThan(3);
      for (const src of scripts) {
        const response = await fetch(`${base()}${src}`);
        expect(response.status).toBe(200);
        expect((await response.text()).startsWith(HINT), src).toBe(true);
      }
    },
  );
});
