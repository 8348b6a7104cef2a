import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilInteractive } from "./browser";
import { signUp, signUpWithNewDeck } from "./sign-up";

// The site on a 360 px phone: no page scrolls sideways, and the header folds
// its links behind a Menu button. Every page type is visited, signed in.
const { cards } = readCatalogue();
const card = cards.find((c) => c.type === "ADVENTURE")!;
const SHOTS = "test-results";

let browser: Browser;
let phone: BrowserContext;
let deckPath = "";

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  phone = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  deckPath = await signUpWithNewDeck(phone, "A deck with a rather long name to see how it wraps on a phone");
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = () => [
  "/",
  "/cards",
  "/cards?q=t%3Acrew",
  `/cards/${card.slug}`,
  "/sets/CORE",
  "/rules",
  "/rules/Ready_Phase",
  "/syntax",
  "/check",
  "/decks",
  "/decks/new",
  "/decks/import",
  "/decks/public",
  deckPath,
  `${deckPath}/edit`,
  "/events",
  "/formats",
  "/account",
  "/no-such-page",
];

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/** The page's layout shift so far (Lighthouse's CLS counts these), shifts after a tap or key left out. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve(total), 200);
      }),
  );
}

describe("at 360 px", () => {
  it("no page scrolls sideways", async () => {
    const page = await phone.newPage();
    const wide: string[] = [];
    for (const path of PAGES()) {
      await page.goto(path);
      // Laid out with its stylesheets, images and fonts.
      await page.waitForLoadState("load");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const width = await scrollWidth(page);
      if (width > 360) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await page.close();
    // Nineteen pages, each waited on until it has loaded: longer than one page's test.
  }, 240_000);

  it("fits a 320 px screen too where a field's own width pushed past it: the search box's button, the deck's details, a deck picker naming a long name", async () => {
    const page = await phone.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    const deckId = deckPath.split("/")[2];
    for (const path of ["/", "/sets", `${deckPath}/edit`, `/decks/compare?a=${deckId}&b=${deckId}`]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const width = await scrollWidth(page);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await page.close();
  });

  it("shows each row of the search syntax's tables whole, the examples under the key, with no sideways scroll", async () => {
    const page = await phone.newPage();
    await page.goto("/syntax");
    const tables = page.locator("table.syntax-table");
    expect(await tables.count()).toBeGreaterThan(1);
    for (const table of await tables.all())
      expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
    const firstRow = page.locator("table.syntax-table tbody tr").first();
    const [key, example] = [firstRow.locator("th"), firstRow.locator(".syntax-examples")];
    expect((await example.boundingBox())!.y).toBeGreaterThan((await key.boundingBox())!.y);
    await page.close();
  });

  it("folds the header's links behind a Menu button", async () => {
    const page = await phone.newPage();
    await page.goto("/cards");
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    const rules = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rules" });
    expect(await rules.isVisible()).toBe(false);
    // Closed, the header is its two rows (the brand, the account) and their padding: no empty row under them.
    await page.locator(".user-menu:not([aria-busy])").waitFor();
    const height = async (selector: string) => (await page.locator(selector).first().boundingBox())!.height;
    expect(await height(".site-header")).toBeLessThan(
      (await height(".site-header .brand")) + (await height(".user-menu")) + 48,
    );
    await (await untilInteractive(menu)).click();
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
    await page.screenshot({ path: `${SHOTS}/header-menu-360.png` });
    await rules.click();
    await page.waitForURL((url) => url.pathname === "/rules");
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  it("keeps the page still when the account corner learns who is signed in, signed in or not", async () => {
    const visitor = await browser.newContext({
      baseURL: inject("baseUrl"),
      viewport: { width: 360, height: 740 },
      hasTouch: true,
    });
    const pages = ["/", "/cards", `/cards/${card.slug}`, "/rules"];
    const moved: string[] = [];
    for (const [who, context, paths] of [
      ["player", phone, [...pages, `${deckPath}/edit`]],
      ["visitor", visitor, pages],
    ] as const) {
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        await page.locator(".user-menu:not([aria-busy])").waitFor();
        const shift = await layoutShift(page);
        if (shift > 0.001) moved.push(`${who} ${path}: ${shift.toFixed(3)}`);
      }
      await page.close();
    }
    await visitor.close();
    expect(moved).toEqual([]);
  }, 120_000);

  it("opens a player's links from their name, each one whole on a 320 px screen", async () => {
    const narrow = await browser.newContext({
      baseURL: inject("baseUrl"),
      viewport: { width: 320, height: 640 },
      hasTouch: true,
    });
    await signUp(narrow, "Captain Aurelia Vantongeren-Okafor");
    const page = await narrow.newPage();
    await page.goto("/cards");
    const toggle = page.locator(".user-menu-toggle");
    await toggle.waitFor();
    const row = (await page.getByRole("navigation", { name: "Account" }).boundingBox())!;
    expect(row.x + row.width).toBeLessThanOrEqual(320);
    await toggle.tap();
    const links = page.locator("#user-menu-links");
    const signOut = links.getByRole("button", { name: "Sign out" });
    await signOut.waitFor();
    await page.screenshot({ path: `${SHOTS}/account-menu-320.png` });
    for (const item of [
      links.getByRole("link", { name: "My decks" }),
      links.getByRole("link", { name: "Collection" }),
      links.getByRole("link", { name: "Account" }),
      signOut,
    ]) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await links.getByRole("link", { name: "Collection" }).tap();
    await page.waitForURL((url) => url.pathname === "/collection");
    await narrow.close();
  });

  it("opens a card preview with a tap", async () => {
    const page = await phone.newPage();
    await page.goto(`${deckPath}/edit`);
    await page.getByRole("tab", { name: "Search" }).tap();
    await page.getByLabel("Search cards to add").fill(card.name);
    const name = page.locator(".search-results").getByRole("button", { name: card.name, exact: true });
    await name.tap();
    await expect.poll(() => page.getByRole("tooltip").locator(".card-name").first().innerText()).toContain(card.name);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/preview-360.png` });
    await page.close();
  });
});

/** Each part sits level with the header's brand: one row. */
async function expectOnTheBrandsRow(page: Page, parts: string[]) {
  const middle = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return box.y + box.height / 2;
  };
  const row = await middle(".site-header .brand");
  for (const part of parts) expect(Math.abs((await middle(part)) - row), part).toBeLessThan(8);
}

describe("at 900 px (a tablet)", () => {
  it("keeps the header one row: the links behind Menu, the search box and the account beside it", async () => {
    const page = await browser.newPage({ baseURL: inject("baseUrl"), viewport: { width: 900, height: 700 } });
    await page.goto("/cards");
    await page.locator(".user-menu a").first().waitFor();
    await expectOnTheBrandsRow(page, [".site-menu-button", ".header-search input", ".user-menu a"]);
    const brand = (await page.locator(".site-header .brand").boundingBox())!;
    expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThan(brand.height * 2 + 12);
    const menu = page.getByRole("button", { name: "Menu" });
    const rules = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rules" });
    expect(await rules.isVisible()).toBe(false);
    // The links open below the button, over the page; a press elsewhere or Escape closes them.
    await (await untilInteractive(menu)).click();
    await expect.poll(() => rules.isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/header-menu-900.png` });
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => rules.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => rules.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });
});

describe("at 1280 px", () => {
  it("shows the header's links without a menu button", async () => {
    const page = await browser.newPage({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 800 } });
    await page.goto("/cards");
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rules" }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/header-1280.png` });
    await page.close();
  });

  it("keeps the header one row for a player with a long name, cut short but whole in its title, at 1280 and 1024 px", async () => {
    const wide = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 800 } });
    const long = "Captain Aurelia Vantongeren-Okafor of Regina Highport";
    await signUp(wide, long);
    const page = await wide.newPage();
    await page.goto("/cards");
    const toggle = page.locator(".user-menu-toggle");
    await toggle.waitFor();
    expect(await toggle.getAttribute("title")).toBe(long);
    const header = (await page.locator(".site-header").boundingBox())!;
    const brand = (await page.locator(".site-header .brand").boundingBox())!;
    const account = (await page.getByRole("navigation", { name: "Account" }).boundingBox())!;
    // One row: the account corner sits level with the brand, and the header is no taller than two lines of it.
    expect(Math.abs(account.y + account.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(brand.height);
    expect(header.height).toBeLessThan(brand.height * 2 + 32);
    // The account links open from the name, and Escape closes them.
    const links = page.locator("#user-menu-links");
    expect(await links.isVisible()).toBe(false);
    await toggle.click();
    await page.screenshot({ path: `${SHOTS}/header-1280-signed-in.png` });
    expect(await links.getByRole("link", { name: "Collection" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await links.isVisible()).toBe(false);
    // On a small laptop too: the links, the search box and the account on the brand's row.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectOnTheBrandsRow(page, [".site-menu nav", ".header-search input", ".user-menu-toggle"]);
    await page.screenshot({ path: `${SHOTS}/header-1024-signed-in.png` });
    await wide.close();
  });
});

describe("small defects", () => {
  it("sends a page past the last one to the last page", async () => {
    const page = await browser.newPage({ baseURL: inject("baseUrl") });
    await page.goto("/cards?q=t%3Aship&page=99");
    const url = new URL(page.url());
    expect(Number(url.searchParams.get("page") ?? "1")).toBeLessThan(99);
    const shown = /showing (\d+)–(\d+)/.exec(await page.locator(".result-count").innerText());
    if (shown) expect(Number(shown[1])).toBeLessThanOrEqual(Number(shown[2]));
    expect(await page.locator(".card-tile").count()).toBeGreaterThan(0);
    await page.close();
  });

  it("hides the older query's 'No cards match' while the box holds a query that does not parse", async () => {
    const page = await browser.newPage({ baseURL: inject("baseUrl") });
    await page.goto("/cards?q=zzzzqqqq");
    const empty = page.locator(".empty-state");
    expect(await empty.isVisible()).toBe(true);
    await page.locator("#filter-q").fill("zzzzqqqq cost<=");
    await expect.poll(() => page.locator("#query-error").innerText()).not.toBe("");
    expect(await empty.isVisible()).toBe(false);
    expect(await page.locator("#filter-sort option").allInnerTexts()).toEqual([
      "Best match",
      "Name",
      "Cost",
      "Set number",
    ]);
    await page.close();
  });
});
