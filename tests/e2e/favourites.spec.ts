import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "../../lib/database/prisma-client";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// Favourites and what is popular, on a phone: one player shares a deck, another favourites it from its page and
// finds it under "My favourites" and in "Popular this week" on /decks/public.
const SLOW = { timeout: 20_000, interval: 500 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("favourites at 390 px", () => {
  it("keeps a favourited deck under My favourites and lists it as popular this week", async () => {
    const viewport = { width: 390, height: 844 };
    const owner = await browser.newContext({ baseURL: inject("baseUrl"), viewport });
    const fan = await browser.newContext({ baseURL: inject("baseUrl"), viewport });
    await signUp(owner, "Sharer");
    await signUp(fan, "Admirer");
    const deckName = `Favoured Traders ${Date.now()}`;

    const page = await owner.newPage();
    await page.goto("/decks/import");
    await page.getByLabel("Deck name").fill(deckName);
    await page.getByLabel("Decklist").fill(decklistText(legalDeck()));
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Import and save" }).click();
    await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
    const deckPath = new URL(page.url()).pathname;
    const prisma = createPrismaClient(inject("siteDatabaseUrl"), { max: 1 });
    await prisma.deck.update({ where: { id: deckPath.split("/")[2] }, data: { visibility: "PUBLIC" } });
    await prisma.$disconnect();
    await owner.close();

    const visit = await fan.newPage();
    await visit.goto(deckPath);
    await visit.getByRole("button", { name: "Favourite", exact: true }).click();
    await expect.poll(() => visit.getByTestId("deck-favourites").innerText()).toBe("1 favourite");
    expect(await visit.getByRole("button", { name: "Favourited" }).getAttribute("aria-pressed")).toBe("true");

    await visit.goto("/decks");
    const mine = visit.getByRole("region", { name: "My favourites" });
    await mine.getByRole("link", { name: deckName }).waitFor();

    // Chosen from the filters, the order lives in the address; the list is cached a few seconds.
    await visit.goto("/decks/public");
    await visit.getByText(/^Filters/).click();
    await visit.getByLabel("Sort").selectOption({ label: "Popular this week" });
    await visit.getByRole("button", { name: /^(Search|Find|Apply)/ }).click();
    await visit.waitForURL((url) => url.searchParams.get("sort") === "popular");
    await expect
      .poll(async () => {
        await visit.reload();
        return visit.getByRole("link", { name: deckName }).count();
      }, SLOW)
      .toBe(1);
    expect(await visit.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visit.screenshot({ path: "test-results/popular-this-week-390.png", fullPage: true });
    await fan.close();
  });
});
