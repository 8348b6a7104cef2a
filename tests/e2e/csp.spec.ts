import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";
import { watchCsp } from "./watch-csp";

// Every page type under the Content Security Policy, in Chromium: no script
// without a nonce or a hash runs, and nothing the site needs is blocked. Cached
// pages are visited twice (rendered for the first request, then from the cache).
const { cards } = readCatalogue();
const crew = cards.find((c) => c.type === "CREW")!;
const gear = cards.find((c) => c.type === "GEAR")!;

let browser: Browser;
let context: BrowserContext;
let violations: (page: Page) => Promise<string[]>;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject("baseUrl") });
  violations = await watchCsp(context);
});
afterAll(async () => {
  await browser?.close();
});

function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scripts = policy.match(/script-src [^;]*/)?.[0] ?? "";
  expect(scripts).toMatch(/^script-src 'self' ('nonce-|'sha256-)/);
  expect(scripts).not.toContain("unsafe-inline");
  expect(policy).toContain("frame-ancestors 'none'");
}

const SLOW = { timeout: 20_000 };

/** Opens a page, checks its policy, waits until its scripts have run (the account menu is drawn in the browser), and returns it. */
async function visit(path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(path);
  expectStrictPolicy(response);
  await page.locator(".user-menu:not([aria-busy])").waitFor();
  return page;
}

async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
  await page.close();
}

describe("the Content Security Policy in Chromium", () => {
  // Signed out, a few at a time: each waits mostly on the site and the browser.
  describe.concurrent("cached pages", () => {
    for (const path of [
      "/",
      `/cards/${crew.slug}`,
      "/sets/core",
      "/rules",
      "/rules/Trifling",
      "/rules/card-anatomy",
      "/syntax",
      "/no-such-page",
    ]) {
      it(`blocks nothing on ${path}, cached: first rendered, then from the cache`, async () => {
        for (const round of [1, 2]) {
          const page = await visit(path);
          expect(await violations(page), `${path}, visit ${round}`).toEqual([]);
          await page.close();
        }
      });
    }
  });

  it("keeps search as you type working", async () => {
    const page = await visit("/cards");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("t:crew");
    await page.waitForURL(/\/cards\?q=t%3Acrew$/);
    await expect.poll(() => page.locator(".result-count").innerText(), SLOW).toMatch(/^\d+ cards?/);
    await expectNoViolations(page);
  });

  it("keeps the rules filter working on the cached reference", async () => {
    const page = await visit("/rules/Glossary");
    await page.getByRole("searchbox", { name: "Filter the glossary" }).fill("jettison");
    await expect.poll(() => page.locator("#Bankruptcy").isVisible(), SLOW).toBe(false);
    expect(await page.locator("#Jettison").isVisible()).toBe(true);
    await expectNoViolations(page);
  });

  it("blocks nothing on the public pages rendered per request: decks, check, events, formats, sign in and up", async () => {
    for (const path of ["/decks/public", "/check", "/events", "/formats", "/signin", "/signup", "/decks/import"]) {
      const page = await visit(path);
      expect(await violations(page), path).toEqual([]);
      await page.close();
    }
  });

  it("runs a server action (the check form) under the policy", async () => {
    const page = await visit("/check");
    await page.getByLabel("Decklist").fill(`2x ${crew.name}`);
    await page.getByRole("button", { name: "Check deck" }).click();
    await expect.poll(() => page.locator(".verdict-badge").textContent(), SLOW).toBe("Not legal");
    await expectNoViolations(page);
  });

  it("keeps the deck builder working for a signed-in player, and the deck's own pages", async () => {
    await signUp(context, "Policy Builder");
    const page = await visit("/decks/new");
    await page.getByLabel("Name").fill("CSP Traders");
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    await page.locator(".user-menu:not([aria-busy])").waitFor();
    await page.getByLabel("Search cards to add").fill(gear.name);
    await page.getByRole("button", { name: `Add ${gear.name}`, exact: true }).click();
    await expect.poll(() => page.getByLabel(`Quantity of ${gear.name}`, { exact: true }).inputValue(), SLOW).toBe("1");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("save-status").innerText(), SLOW).toMatch(/^Saved/);
    const deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
    await expectNoViolations(page);

    for (const path of [deckPath, "/decks", "/account", "/events/new"]) {
      const view = await visit(path);
      expect(await violations(view), path).toEqual([]);
      await view.close();
    }
  });
});
