import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser } from "./browser";

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
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

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

  // DESIGN.md caps the builder, the heaviest page, at 180 kB; a reading page over it has pulled in something it
  // does not need (zod's schemas once came to /cards with a client component's import). Counted as Lighthouse
  // counts it: every script fetched before the load event, as sent.
  it.each(["/", "/cards", `/cards/${cards[0]!.slug}`, "/rules"])(
    "%s loads at most 180 kB of script before its load event, gzipped",
    async (path) => {
      // A context of its own per page, so no script comes from another page's cache.
      const context = await browser.newContext({ baseURL: base() });
      try {
        const page = await context.newPage();
        const scripts: Request[] = [];
        page.on("requestfinished", (request) => {
          if (request.resourceType() === "script") scripts.push(request);
        });
        await page.goto(path, { waitUntil: "load" });
        const sizes = await Promise.all(scripts.map((request) => request.sizes()));
        const bytes = sizes.reduce((sum, size) => sum + size.responseBodySize, 0);
        expect(scripts.length).toBeGreaterThan(3);
        expect(bytes / 1000).toBeLessThanOrEqual(180);
      } finally {
        await context.close();
      }
    },
  );
});
