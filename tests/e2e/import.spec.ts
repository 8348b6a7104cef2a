import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUpOnPage } from "./sign-up";

// Importing a list in Chromium: sign up, paste a legal list with the ship's
// name misspelt, preview, pick the suggested ship, save, and see it legal.
const deck = legalDeck();
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const misspelt = ship.name.slice(0, -1);
const listWithMisspeltShip = () => decklistText(deck, (card) => (card === ship ? misspelt : card.name));

let browser: Browser;
let player: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl") });
});
afterAll(async () => {
  await browser?.close();
});

describe("importing a decklist in Chromium", () => {
  it("sends visitors to sign in, then previews, takes the picked match and saves a legal deck", async () => {
    const page = await player.newPage();
    await page.goto("/decks/import");
    await page.waitForURL(/\/signin\?callbackUrl=%2Fdecks%2Fimport/);
    await signUpOnPage(page, { returnTo: "/decks/import" });

    await page.getByLabel("Deck name").fill("Imported traders");
    await page.getByLabel("Format").selectOption("standard");
    await page.getByLabel("Decklist").fill(listWithMisspeltShip());
    await page.getByRole("button", { name: "Preview" }).click();

    const picks = page.getByRole("region", { name: "Unknown names" });
    await expect.poll(() => picks.isVisible()).toBe(true);
    expect(await picks.textContent()).toContain(misspelt);
    expect(await page.locator(".verdict-badge").textContent()).toBe("Not legal");
    // The verdict judges the matched cards (no ship yet); the unknown name is the picks' alone, not an error twice.
    expect(await page.locator('.violation[data-rule="unknown-card"]').count()).toBe(0);
    expect(await page.locator('.violation[data-rule="ship-count"]').count()).toBe(1);
    expect(await page.getByRole("region", { name: "Adventure deck", exact: true }).textContent()).toContain("20");
    expect(new URL(page.url()).pathname).toBe("/decks/import"); // nothing saved yet

    // The misspelt ship is clearly closest to one card: picked in advance, and said so; the player can still change it.
    expect(await picks.getByRole("radio", { name: ship.name }).isChecked()).toBe(true);
    expect(await picks.locator(".pre-picked").textContent()).toBe(
      `Picked ${ship.name}: it is clearly the closest name.`,
    );
    await picks.getByRole("radio", { name: "Leave it out" }).check();
    await picks.getByRole("radio", { name: ship.name }).check();
    await page.getByRole("button", { name: "Import and save" }).click();
    await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Imported traders");
    expect(await page.getByRole("region", { name: "Verdict for Standard" }).getByRole("status").textContent()).toBe(
      "Legal",
    );
    expect(
      await page
        .getByRole("region", { name: "Ship", exact: true })
        .getByRole("link", { name: ship.name })
        .getAttribute("href"),
    ).toBe(`/cards/${ship.slug}`);
    await page.close();
  });

  it("works without JavaScript, and keeps the picks when a missing name refuses the import", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: inject("baseUrl"),
      storageState: await player.storageState(),
    });
    const page = await context.newPage();
    await page.goto("/decks/import");
    await page.getByLabel("Decklist").fill(listWithMisspeltShip());
    await page.getByRole("button", { name: "Preview" }).click();
    await page.waitForLoadState("load");
    await page.getByRole("radio", { name: ship.name }).check();
    await page.getByRole("button", { name: "Import and save" }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("#import-name-error").textContent()).toBe("Give the deck a name.");
    expect(await page.getByRole("radio", { name: ship.name }).isChecked()).toBe(true);

    await page.getByLabel("Deck name").fill("No script traders");
    await page.getByRole("button", { name: "Import and save" }).click();
    await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
    expect(await page.getByRole("region", { name: "Verdict for Standard" }).getByRole("status").textContent()).toBe(
      "Legal",
    );
    await context.close();
  });

  it("reads counts written as x2, Name x2, Name (2) and 2x alike", async () => {
    const gear = deck.entries.filter((e) => e.card.type === "GEAR").map((e) => e.card.name);
    const page = await player.newPage();
    await page.goto("/decks/import");
    const lines = [`x2 ${gear[0]}`, `${gear[1]} x2`, `${gear[2]} (2)`, `2x ${gear[3]}`];
    await page.getByLabel("Decklist").fill(lines.join("\n"));
    await page.getByRole("button", { name: "Preview" }).click();
    const captains = page.getByRole("region", { name: "Captain's deck", exact: true });
    await expect.poll(() => captains.locator(".deck-count").textContent()).toBe("8");
    for (const name of gear.slice(0, 4)) {
      expect(await captains.locator("li").filter({ hasText: name }).locator(".deck-qty").textContent()).toBe("2×");
    }
    await page.close();
  });
});
