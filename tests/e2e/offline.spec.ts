import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser, untilInteractive } from "./browser";
import { watchCsp } from "./watch-csp";

// /check at a game store with no network: the service worker kept the page, its scripts and the offline bundle;
// the list is checked in the browser with the verdict, reasons and rule links the server gives.
const deck = legalDeck();
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const crew = deck.entries.find((e) => e.card.type === "CREW")!.card;
const illegal = `Ship:\n1x ${ship.name}\nCaptain's deck\n2x ${crew.name}`;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The verdict as a player reads it on a freshly loaded /check: badge, each reason with its rule and links. */
async function check(page: Page, list: string) {
  await page.reload();
  const button = await untilInteractive(page.getByRole("button", { name: "Check deck" }));
  await page.getByLabel("Decklist").fill(list);
  await button.click();
  const badge = page.locator(".verdict-badge");
  await expect.poll(() => badge.isVisible(), { timeout: 20_000 }).toBe(true);
  const reasons = await page.locator("[data-rule]").evaluateAll((nodes) =>
    nodes.map((node) => ({
      rule: node.getAttribute("data-rule"),
      text: node.textContent,
      links: [...node.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    })),
  );
  return {
    badge: await badge.textContent(),
    reasons,
    revision: await page.getByTestId("format-revision").textContent(),
    offline: await page.getByTestId("checked-offline").count(),
  };
}

describe("/check without a network", () => {
  it("reloads offline and gives a pasted list the server's verdict, reasons and rule links", async () => {
    context = await browser.newContext({ baseURL: inject("baseUrl") });
    const violations = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/check");
    // Installed, with /check and the bundle kept, and in control of the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    const online = { illegal: await check(page, illegal), legal: await check(page, decklistText(deck)) };
    expect(online.illegal.badge).toBe("Not legal");
    expect(online.illegal.reasons.some((r) => r.rule === "unique-crew")).toBe(true);
    expect(online.legal.badge).toBe("Legal");
    expect(online.legal.offline).toBe(0);

    await context.setOffline(true);
    const offline = { illegal: await check(page, illegal), legal: await check(page, decklistText(deck)) };
    expect(offline.illegal.offline).toBe(1);
    expect({ ...offline.illegal, offline: 0 }).toEqual(online.illegal);
    expect({ ...offline.legal, offline: 0 }).toEqual(online.legal);
    expect(await violations(page)).toEqual([]);

    // Nothing per user was kept: only the app shell, the bundle and shared pages.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain("/offline/bundle");
    expect(kept).toContain("/check");
    expect(kept.filter((path) => /^\/(account|decks|collection|events|api)\b/.test(path))).toEqual([]);
    await context.setOffline(false);
  });
});
