import type { APIRequestContext, Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser";

// Issue 36, item 11 through the real server: an id in another case answers 308 to its canonical address, on the
// API and on the card, format and rules pages alike; a browser lands on the canonical page.
let browser: Browser;
let context: BrowserContext;
let request: APIRequestContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject("baseUrl") });
  request = context.request;
});
afterAll(async () => {
  await browser?.close();
});

describe("ids in another case", () => {
  it("are a 308 to the canonical id on the API, its CORS headers kept", async () => {
    for (const [asked, canonical] of [
      ["/api/v1/cards/MERROWS-LANTERN", "/api/v1/cards/merrows-lantern"],
      ["/api/v1/glossary/armor", "/api/v1/glossary/Armor"],
      ["/api/v1/formats/Standard", "/api/v1/formats/standard"],
    ]) {
      const answer = await request.get(asked!, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(308);
      expect(new URL(answer.headers().location!).pathname).toBe(canonical);
      expect(answer.headers()["access-control-allow-origin"]).toBe("*");
    }
  });

  it("are a 308 to the canonical page, where a browser lands", async () => {
    for (const [asked, canonical] of [
      ["/cards/MERROWS-LANTERN", "/cards/merrows-lantern"],
      ["/formats/Standard", "/formats/standard"],
      ["/rules/armor", "/rules/Armor"],
    ]) {
      const answer = await request.get(asked!, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(308);
      // One Location field, naming the canonical page (Next gives it twice on a first render).
      const locations = answer.headersArray().filter((h) => h.name.toLowerCase() === "location");
      expect(locations.length, asked).toBe(1);
      for (const { value } of locations) expect(new URL(value, "http://x").pathname, asked).toBe(canonical);
      const page = await context.newPage();
      await page.goto(asked!);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await page.close();
    }
  });
});
