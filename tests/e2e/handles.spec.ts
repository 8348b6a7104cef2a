import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilSaved } from "./browser";

// A player with a name, at a desk and on a phone: sign up choosing a handle, make a deck public, and find
// "by <handle>" linking to the profile on the deck page, the card page's deck list and /decks/public.
// (An organizer's roster showing the handle is events.spec's.)
const { cards } = readCatalogue();
const ship = cards.find((c) => c.type === "SHIP")!;
const adventure = cards.find((c) => c.type === "ADVENTURE")!;
/** A card no other spec fills its decks with, so this spec's deck is among the card page's few. */
const gear = cards.filter((c) => c.type === "GEAR" && c.setCode === "CORE").at(-2)!;
const SHOTS = "test-results";
const SLOW = { timeout: 20_000, interval: 500 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Scope = Pick<Page, "getByRole">;
const byHandle = (scope: Scope, handle: string) => scope.getByRole("link", { name: handle, exact: true });

async function expectProfileLink(scope: Scope, handle: string) {
  expect(await byHandle(scope, handle).first().getAttribute("href")).toBe(`/u/${handle}`);
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("a player's handle at $width px", ({ width, height }) => {
  it("is chosen at sign-up and names the player's public deck everywhere it is listed", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width, height } });
    const page = await context.newPage();
    const handle = `Navigator_${randomBytes(3).toString("hex")}`;
    const email = `${handle.toLowerCase()}@example.com`;
    const deckName = `Handle Traders ${width} ${Date.now()}`;

    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a long enough password");
    // A free handle is offered; the player types their own instead.
    expect(await page.getByLabel("Handle").inputValue()).toMatch(/^[A-Za-z0-9_-]{3,24}$/);
    await page.getByLabel("Handle").fill(handle);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: `Sign in as ${email}` }).click();
    await page.waitForURL((url) => url.pathname === "/decks");
    // The header names the player by handle, never by email (no display name was given).
    await expect.poll(() => page.locator(".user-menu-name").innerText()).toBe(handle);

    await page.goto("/decks/new");
    await page.getByLabel("Name").fill(deckName);
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    const deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
    await page.getByRole("combobox", { name: "Ship", exact: true }).selectOption({ label: ship.name });
    // A complete deck, as the card page and /decks/public list finished decks first.
    const tabs = page.getByRole("tablist", { name: "Builder panes" });
    const onPhone = await tabs.isVisible();
    for (const [card, copies] of [
      [gear, 60],
      [adventure, 20],
    ] as const) {
      if (onPhone) await tabs.getByRole("tab", { name: "Search" }).click();
      await page.getByLabel("Search cards to add").fill(card.name);
      await page.getByRole("button", { name: `Add ${card.name}`, exact: true }).click();
      if (onPhone) await tabs.getByRole("tab", { name: /^Deck/ }).click();
      await page.getByLabel(`Quantity of ${card.name}`, { exact: true }).fill(String(copies));
    }
    await page.getByLabel("Visibility").selectOption("PUBLIC");
    await page.getByRole("button", { name: "Save" }).click();
    await untilSaved(page, 2);

    await page.goto(deckPath);
    await expectProfileLink(page, handle);
    await page.screenshot({ path: `${SHOTS}/handle-deck-${width}.png` });

    // The card page is cached; the save marks its deck list stale, which shows within its lag.
    const cardDecks = page.getByRole("region", { name: "Decks that use this card" });
    await expect
      .poll(async () => {
        await page.goto(`/cards/${gear.slug}`);
        return cardDecks.getByRole("link", { name: deckName }).count();
      }, SLOW)
      .toBe(1);
    await expectProfileLink(cardDecks, handle);

    await expect
      .poll(async () => {
        await page.goto("/decks/public");
        return page.getByRole("link", { name: deckName }).count();
      }, SLOW)
      .toBe(1);
    await expectProfileLink(page, handle);
    await page.screenshot({ path: `${SHOTS}/handle-public-decks-${width}.png` });

    await byHandle(page, handle).first().click();
    await page.waitForURL((url) => url.pathname === `/u/${handle}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(handle);
    await page.getByRole("region", { name: "Public decks" }).getByRole("link", { name: deckName }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/handle-profile-${width}.png`, fullPage: true });
    await context.close();
  });
});
