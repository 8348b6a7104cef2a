import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// The collection where players use it: an own search on /cards, a public
// deck's missing cards added to the want list, public decks filtered to the
// ones a player can build, and the builder's "only cards I own" and owned
// against needed. Per-player answers are asked for at one address by two
// players and a visitor, in turns, so an answer kept by the server or a cache
// for one of them would show up for another.
const { cards } = readCatalogue();
const deck = legalDeck();
const deckCrew = new Set(deck.entries.filter((e) => e.card.type === "CREW").map((e) => e.card.name));
// A crew card first by name (on the builder's first page of crew) and outside the deck.
const crew = cards
  .filter((c) => c.type === "CREW" && !deckCrew.has(c.name))
  .sort((a, b) => a.name.localeCompare(b.name))[0]!;
const deckName = `Wired ${Date.now()}`;
const ownSearch = `/cards?${new URLSearchParams({ q: "own>=1 t:crew" })}`;
const buildable = `/decks/public?${new URLSearchParams({ q: deckName, buildable: "1" })}`;

let browser: Browser;
let author: BrowserContext;
let collector: BrowserContext;
let rival: BrowserContext;
let visitor: BrowserContext;
let deckPath = "";

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(path);
  return page;
};

/** Adds "count name" lines to the player's collection through the import form. */
async function importOwned(context: BrowserContext, lines: string[]) {
  const page = await open(context, "/collection/import");
  await page.getByLabel("List").fill(lines.join("\n"));
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `${lines.length} ${lines.length === 1 ? "card" : "cards"} added to your collection` })
    .waitFor();
  await page.close();
}

/** The cards listed on a /cards page: their names, or the notice shown instead. */
async function cardResults(context: BrowserContext, path: string): Promise<string> {
  const page = await open(context, path);
  const text = await page.locator("main").innerText();
  await page.close();
  return text;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = () => browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 800 } });
  [author, collector, rival, visitor] = await Promise.all([context(), context(), context(), context()]);
  await signUp(author, "Wired Author");
  await signUp(collector, "Wired Collector");
  await signUp(rival, "Wired Rival");

  // The author publishes a legal deck: import the list, then make it public in the builder.
  const page = await open(author, "/decks/import");
  await page.getByLabel("Deck name").fill(deckName);
  await page.getByLabel("Format").selectOption("standard");
  await page.getByLabel("Decklist").fill(decklistText(deck));
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Import and save" }).click();
  await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
  deckPath = new URL(page.url()).pathname;
  await page.goto(`${deckPath}/edit`);
  await page.getByLabel("Visibility").selectOption("PUBLIC");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByTestId("save-status")
    .filter({ hasText: /^Saved · version 2$/ })
    .waitFor();
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

describe("collections wired into the site", () => {
  it("searches own>=1 t:crew for each signed-in player, and asks a visitor to sign in", async () => {
    await importOwned(collector, [`2 ${crew.name}`]);
    // A visitor first: were their answer kept for the address, the players below would get it.
    expect(await cardResults(visitor, ownSearch)).toContain("sign in to search your collection");
    const mine = await cardResults(collector, ownSearch);
    expect(mine).toMatch(/^1 card$/m);
    expect(mine).toContain(crew.name);
    const theirs = await cardResults(rival, ownSearch);
    expect(theirs).toContain("No cards match");
    expect(theirs).not.toContain(crew.name);
    expect(await cardResults(collector, ownSearch)).toContain(crew.name);
    expect(await cardResults(visitor, ownSearch)).toContain("sign in to search your collection");
  });

  it("shows a player what a public deck lacks, and adds it to their want list", async () => {
    const outside = await open(visitor, deckPath);
    expect(
      await outside.getByRole("link", { name: "Sign in to compare with your collection" }).getAttribute("href"),
    ).toContain("/signin?callbackUrl=");
    expect(await outside.getByRole("table", { name: "Missing cards" }).count()).toBe(0);
    await outside.close();

    const wanted = async () => {
      const page = await open(collector, "/collection?show=wanted");
      const text = await page.locator("main").innerText();
      await page.close();
      return text;
    };
    const firstCard = deck.entries[0]!.card.name;
    expect(await wanted()).not.toContain(firstCard);

    const page = await open(collector, deckPath);
    // The account menu, opened from the player's name, leads to the collection.
    const account = page.getByRole("navigation", { name: "Account" });
    await account.locator(".user-menu-toggle").click();
    await expect.poll(() => account.getByRole("link", { name: "Collection" }).getAttribute("href")).toBe("/collection");
    await page.keyboard.press("Escape");
    // One line with the count; the table opens on demand.
    await page.getByText(`What you are missing: ${deck.entries.length} cards`).click();
    const missing = page.getByRole("table", { name: "Missing cards" });
    // One row per deck line (the collector owns none of the deck's cards), plus the header row.
    expect(await missing.getByRole("row").count()).toBe(deck.entries.length + 1);
    expect(await missing.getByRole("row").filter({ hasText: firstCard }).getByRole("cell").allInnerTexts()).toEqual([
      expect.stringContaining(firstCard),
      String(deck.entries[0]!.quantity),
      "0",
    ]);
    await page.getByRole("button", { name: "Add missing to want list" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Your want list now holds the ${deck.entries.length} missing cards.` })
      .waitFor();
    await page.close();
    expect(await wanted()).toContain(firstCard);
  });

  it("filters public decks to the ones a player can build, for that player only", async () => {
    await importOwned(
      collector,
      deck.entries.map((e) => `${e.quantity} ${e.card.name}`),
    );
    const listed = async (context: BrowserContext) => {
      const page = await open(context, buildable);
      const text = await page.locator("main").innerText();
      // A filter that leaves nothing offers the way back to every deck.
      if (text.includes("No public decks match."))
        expect(await page.getByRole("link", { name: "Show every public deck" }).getAttribute("href")).toBe(
          "/decks/public",
        );
      await page.close();
      return text;
    };
    // Each in turn at the same address: the visitor, the one who can build it, one who cannot, and the first again.
    const seen = await listed(visitor);
    expect(seen).toContain("sign in to use it");
    expect(await listed(collector)).toContain(deckName);
    const rivals = await listed(rival);
    expect(rivals).toContain("No public decks match.");
    expect(rivals).not.toContain(deckName);
    expect(await listed(collector)).toContain(deckName);

    // Through the form: the checkbox puts buildable=1 in the address.
    const page = await open(collector, `/decks/public?${new URLSearchParams({ q: deckName })}`);
    await page.getByRole("checkbox", { name: "Only decks I can build" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("buildable") === "1");
    expect(await page.locator(".result-count").innerText()).toBe(
      "1 deck (finished decks only) you can build from your collection",
    );

    await page.goto(deckPath);
    expect(await page.getByText("You own every card of this deck.").count()).toBe(1);
    await page.close();
  });

  it("limits the builder's results to owned cards and shows owned against needed on each line", async () => {
    const page = await open(collector, "/decks/new");
    await page.getByLabel("Name").fill(`${deckName} build`);
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);

    await page.getByLabel("Search cards to add").fill("t:crew");
    await page
      .getByTestId("result-count")
      .filter({ hasText: /cards · showing 30$/ })
      .waitFor();
    const names = () => page.locator(".search-results li .deck-line-name").allInnerTexts();
    const everyCrew = await names();
    expect(everyCrew.length).toBe(30);

    const toggle = page.getByRole("checkbox", { name: "Only cards I own" });
    await toggle.check();
    await page
      .getByTestId("result-count")
      .filter({ hasText: /you own of 30 loaded$/ })
      .waitFor();
    const owned = await names();
    expect(owned).toContain(crew.name);
    expect(owned.length).toBeLessThan(everyCrew.length);
    for (const name of owned) expect(name === crew.name || deckCrew.has(name)).toBe(true);

    // Keys still work on the filtered list: ↓ into the results, Enter adds.
    await page.getByLabel("Search cards to add").press("ArrowDown");
    await page.keyboard.press("Enter");
    // Owned counts show on the lines only when the player asks.
    await page.getByRole("checkbox", { name: "Show my collection" }).check();
    const line = page.locator(`.deck-lines li`).filter({ hasText: owned[0]! });
    await expect
      .poll(() =>
        line
          .locator("[title]")
          .filter({ hasText: / owned$/ })
          .innerText(),
      )
      .toBe(`${owned[0] === crew.name ? 2 : 1} / 1 owned`);

    await toggle.uncheck();
    await expect.poll(names).toEqual(everyCrew);
    await page.close();
  });
});
