import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// The collection in Chromium: the set checklist by keyboard (kept across a
// reload), two tabs on one count, the import with a misspelt name and its
// pick, and the read-only share link until it is revoked.
const core = readCatalogue()
  .cards.filter((c) => c.setCode === "CORE")
  .sort((a, b) => a.number - b.number);

let browser: Browser;
let player: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl") });
  await signUp(player, "Collector");
});
afterAll(async () => {
  await browser?.close();
});

const owned = (page: Page, name: string) => page.getByLabel(`Owned: ${name}`, { exact: true });

describe("the collection in Chromium", () => {
  it("sends visitors to sign in", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl") });
    const page = await context.newPage();
    await page.goto("/collection/sets/core");
    await page.waitForURL(/\/signin\?callbackUrl=%2Fcollection%2Fsets%2Fcore/);
    await context.close();
  });

  it("fills part of a set on its checklist by keyboard; after a reload the numbers are there", async () => {
    const page = await player.newPage();
    await page.goto("/collection/sets/core");
    await owned(page, core[0]!.name).focus();
    // Focus may land before the page hydrates (and selects the field's 0 on focus): select it by hand.
    await page.keyboard.press("ControlOrMeta+A");
    for (const count of ["2", "1", "3"]) {
      await page.keyboard.type(count);
      await page.keyboard.press("Enter");
    }
    // Enter moved on to the fourth card; its neighbours above are saved.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      `Owned: ${core[3]!.name}`,
    );
    const row = (i: number) => page.getByRole("row").filter({ has: owned(page, core[i]!.name) });
    for (const i of [0, 1, 2]) await row(i).getByText("Saved").waitFor();

    await page.reload();
    expect(await Promise.all([0, 1, 2, 3].map((i) => owned(page, core[i]!.name).inputValue()))).toEqual([
      "2",
      "1",
      "3",
      "0",
    ]);
    await page.close();
  });

  it("two tabs on one count: the second is told it changed and can take the other tab's value", async () => {
    const [first, second] = [await player.newPage(), await player.newPage()];
    for (const page of [first, second]) await page.goto("/collection/sets/core");
    const name = core[5]!.name;
    const rowIn = (page: Page) => page.getByRole("row").filter({ has: owned(page, name) });
    await owned(first, name).fill("4");
    await owned(first, name).press("Enter");
    await rowIn(first).getByText("Saved").waitFor();

    await owned(second, name).fill("7");
    await owned(second, name).press("Enter");
    const conflict = rowIn(second).getByText("Changed in another tab: now 4");
    await conflict.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(`no conflict shown; the row reads "${await rowIn(second).textContent()}"`, { cause: error });
    });
    await rowIn(second)
      .getByRole("button", { name: `Take theirs for Owned: ${name}` })
      .click();
    await expect.poll(() => owned(second, name).inputValue()).toBe("4");
    await second.reload();
    await expect.poll(() => owned(second, name).inputValue()).toBe("4");
    await first.close();
    await second.close();
  });

  it("imports a list with a misspelt name: preview, pick the match, confirm", async () => {
    const page = await player.newPage();
    const target = core.find((c) => c.name.length > 8 && c.number > 20)!;
    const misspelt = target.name.slice(0, -1);
    await page.goto("/collection/import");
    await page.getByLabel("List").fill(`2 ${core[10]!.name}\n3x ${misspelt}`);
    await page.getByRole("button", { name: "Preview" }).click();
    const picks = page.getByRole("region", { name: "Unknown names" });
    await picks.waitFor();
    expect(await picks.textContent()).toContain(misspelt);
    await picks.getByRole("radio", { name: target.name }).first().check();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "2 cards added to your collection" }).waitFor();

    await page.goto("/collection?show=owned");
    const table = page.getByRole("table", { name: "Cards in your collection" });
    const rowOf = (name: string) =>
      table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    expect(await rowOf(target.name).getByRole("cell").nth(2).textContent()).toBe("3");
    expect(await rowOf(core[10]!.name).getByRole("cell").nth(2).textContent()).toBe("2");
    expect(await page.getByRole("progressbar", { name: "Starport Core completion" }).getAttribute("value")).toBe("6");
    await page.close();
  });

  it("says how to start when nothing is tracked, lists a hundred cards a page and keeps the filters from page to page", async () => {
    const newcomer = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 360, height: 740 } });
    await signUp(newcomer, "Newcomer");
    const page = await newcomer.newPage();
    // With nothing tracked, the page says how to start instead of listing every card at 0; a filter lists them.
    await page.goto("/collection");
    expect(await page.getByText(/^Nothing tracked yet/).isVisible()).toBe(true);
    expect(await page.getByRole("table", { name: "Cards in your collection" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2_000);
    await page.goto("/collection?set=CORE&show=missing");
    expect(await page.getByText(/^Nothing tracked yet/).isVisible()).toBe(true);
    const bySet = page.getByRole("region", { name: "Collection by set" });
    expect(await bySet.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    expect(await page.getByText(`${core.length} cards · showing 1–100`).isVisible()).toBe(true);
    const names = () => page.getByRole("table", { name: "Cards in your collection" }).getByRole("link").allInnerTexts();
    expect(await names()).toEqual(core.slice(0, 100).map((c) => c.name));
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next →" }).click();
    await page.waitForURL((url) => url.search === "?set=CORE&show=missing&page=2");
    expect(await names()).toEqual(core.slice(100).map((c) => c.name));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A page past the last goes to the last.
    await page.goto("/collection?set=CORE&show=missing&page=9");
    await page.waitForURL((url) => url.search === "?set=CORE&show=missing&page=2");
    // A set's checklist on the phone: both counts of every card in view, no sideways scroll (the Wanted column was
    // off the screen).
    await page.goto("/collection/sets/core");
    const region = page.getByRole("region", { name: "Starport Core checklist" });
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    for (const card of [core[0]!, core.at(-1)!]) {
      const wanted = (await page.getByLabel(`Wanted: ${card.name}`, { exact: true }).boundingBox())!;
      expect(wanted.x + wanted.width).toBeLessThanOrEqual(360);
    }
    await newcomer.close();
  });

  it("shares the collection read-only until the link is revoked", async () => {
    const page = await player.newPage();
    await page.goto("/collection");
    await page.getByRole("button", { name: "Make a share link" }).click();
    await page.getByLabel("Share link").waitFor();
    const link = await page.getByLabel("Share link").inputValue();
    expect(link).toMatch(/\/collection\/shared\/[\w-]{20,}$/);

    const stranger = await browser.newContext({ baseURL: inject("baseUrl") });
    const view = await stranger.newPage();
    await view.goto(new URL(link).pathname);
    expect(await view.getByRole("table", { name: "Owned cards" }).textContent()).toContain(core[0]!.name);
    // Read-only: nothing in the page to type into (the header's quick search aside).
    expect(await view.locator("main input").count()).toBe(0);
    // Named by the handle (the name's letters and a tail), never by the account's name.
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Collector-[0-9a-f]{8}’s collection$/);
    expect(await view.getByRole("navigation", { name: "Lists" }).getByRole("link").allInnerTexts()).toEqual([
      expect.stringMatching(/^Owned \d+$/),
      expect.stringMatching(/^Wanted \d+$/),
    ]);

    // A signed-in trader who wants the first card sees it under "You want", with their own count, on a phone.
    const trader = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 360, height: 740 } });
    await signUp(trader, "Trader");
    const theirs = await trader.newPage();
    await theirs.goto("/collection/sets/core");
    const wanted = theirs.getByLabel(`Wanted: ${core[0]!.name}`, { exact: true });
    await wanted.fill("3");
    await wanted.press("Enter");
    await theirs.getByRole("row").filter({ has: wanted }).getByText("Saved").waitFor();
    await theirs.goto(new URL(link).pathname);
    await theirs.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "You want 1" }).click();
    await theirs.waitForURL((url) => url.search === "?list=you-want");
    const table = theirs.getByRole("table", { name: "Their cards you want" });
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(
      expect.arrayContaining(["They own", "You want"]),
    );
    const cells = await table.getByRole("row").nth(1).getByRole("cell").allInnerTexts();
    expect(cells[0]).toContain(core[0]!.name);
    // They own what the player had saved (2); the trader wants 3.
    expect(cells.slice(-2)).toEqual(["2", "3"]);
    expect(await theirs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await trader.close();

    await page.getByRole("button", { name: "Revoke the link" }).click();
    await page.getByRole("button", { name: "Make a share link" }).waitFor();
    const gone = await view.goto(new URL(link).pathname);
    expect(gone?.status()).toBe(404);
    await stranger.close();
    await page.close();
  });
});
