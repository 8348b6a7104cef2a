import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, openPage, untilInteractive } from "./browser";
import { signUp } from "./sign-up";

const { cards } = readCatalogue();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const countText = (n: number) => new RegExp(`^${n} cards?\\b`);

describe("card search in Chromium", () => {
  it("searches as you type, keeps the query in the URL across a reload, and refines with a facet", async () => {
    const page = await openPage(browser, "/cards");
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.fill("sk:pilot");
    await page.waitForURL(/\/cards\?q=sk%3Apilot$/);
    const pilots = cards.filter((c) => c.skills.includes("pilot"));
    await expect.poll(() => page.locator(".result-count").innerText()).toMatch(countText(pilots.length));
    const shown = await page.locator(".card-tile-name").allInnerTexts();
    expect(shown.sort()).toEqual(pilots.map((c) => c.name).sort());

    await page.reload();
    expect(await page.getByRole("searchbox", { name: "Search", exact: true }).inputValue()).toBe("sk:pilot");
    expect(await page.locator(".result-count").innerText()).toMatch(countText(pilots.length));

    const facet = page.locator(".facets a").filter({ hasText: /^Crew/ });
    await facet.click();
    // The facet sets the Type filter, so the filter and the facet say the same thing.
    await page.waitForURL(/\/cards\?q=sk%3Apilot&type=crew$/);
    expect(await page.getByRole("searchbox", { name: "Search", exact: true }).inputValue()).toBe("sk:pilot");
    expect(await page.getByLabel("Type", { exact: true }).inputValue()).toBe("crew");
    expect(await page.locator(".filter-fold > summary").textContent()).toBe("Filters · 1 active");
    expect(await page.locator(".result-count").innerText()).toMatch(
      countText(pilots.filter((c) => c.type === "CREW").length),
    );
    await page.close();
  });

  it("follows typing with the results address, never a page render, with the box keeping its focus", async () => {
    const page = await openPage(browser, "/cards");
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/catalogue/results" || url.pathname === "/cards" || request.headers().rsc !== undefined)
        asked.push(`${request.headers().rsc === undefined ? "" : "rsc "}${url.pathname}${url.search}`);
    });
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.pressSequentially("kes", { delay: 40 });
    await page.waitForURL(/\/cards\?q=kes$/);
    await expect.poll(() => page.locator(".card-tile-name").first().innerText()).toBe("Kestrel Dawn");
    // A pause, the results changed, and the player types on into the same box.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("filter-q");
    await box.pressSequentially("trel da", { delay: 40 });
    await page.waitForURL(/\/cards\?q=kestrel(\+|%20)da$/);
    // The title changes with the results (both of the queries find one card).
    await expect.poll(() => page.title()).toBe("kestrel da — cards · Starport");
    expect(await page.locator(".result-count").innerText()).toBe("1 card");
    expect(await box.inputValue()).toBe("kestrel da");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("filter-q");
    expect(await page.getByRole("status").filter({ hasText: /card/ }).innerText()).toBe("1 card");
    // Every pause asked the results address, never the page; a slow machine may see one more pause mid-word.
    expect(asked.filter((a) => !a.startsWith("/catalogue/results?q=kes"))).toEqual([]);
    expect([asked[0], asked.at(-1)]).toEqual(["/catalogue/results?q=kes", "/catalogue/results?q=kestrel+da"]);

    // The address survives a reload, drawn by the page itself.
    await page.reload();
    expect(await page.locator(".card-tile-name").allInnerTexts()).toEqual(["Kestrel Dawn"]);
    await page.close();
  });

  it("says what an address's bad filter was ignored for, and lets the notice go as the player types on", async () => {
    const page = await openPage(browser, "/cards?q=kes&type=planet");
    const notice = page.getByRole("alert").filter({ hasText: "Ignored type 'planet'" });
    expect(await notice.count()).toBe(1);
    const box = await untilInteractive(page.getByRole("searchbox", { name: "Search", exact: true }));
    await box.press("End");
    await box.pressSequentially("trel", { delay: 40 });
    await page.waitForURL(/\/cards\?q=kestrel$/);
    // The notice goes with the first results fetched, which on a slow host may be for "kest": the results stop being
    // busy only once those for the address's "kestrel" are shown.
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => page.locator(".catalogue-results").getAttribute("aria-busy")).toBe("false");
    expect(await page.locator(".card-tile-name").first().innerText()).toBe("Kestrel Dawn");
    await page.close();
  });

  it("has the page itself search a signed-in player's collection as they type own:", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl") });
    await signUp(context, "Typist");
    const page = await context.newPage();
    await page.goto("/cards");
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const box = await untilInteractive(page.getByRole("searchbox", { name: "Search", exact: true }));
    await box.fill("own:1");
    await page.waitForURL(/\/cards\?q=own%3A1$/);
    // A new player owns nothing: the search ran for them, not as for a visitor asked to sign in.
    await expect.poll(() => page.locator(".empty-state").innerText()).toContain("No cards match “own:1”");
    expect(asked).not.toContain("/catalogue/results");
    await context.close();
  });

  it("shows a parse error while typing, without leaving the results", async () => {
    const page = await openPage(browser, "/cards?q=t%3Aship");
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.fill("t:ship cost<=x");
    await expect.poll(() => page.locator("#query-error").innerText()).toBe("cost needs a number, got 'x' (column 13)");
    expect(page.url()).toMatch(/\/cards\?q=t%3Aship$/);
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    await page.close();
  });

  it("forgives a typo and finishes the last word as you type, with no correction to read", async () => {
    const page = await openPage(browser, "/cards");
    const box = page.getByRole("searchbox", { name: "Search", exact: true });
    await box.fill("kestral da");
    await page.waitForURL(/\/cards\?q=kestral(\+|%20)da$/);
    await expect.poll(() => page.locator(".card-tile-name").first().innerText()).toBe("Kestrel Dawn");
    expect(await page.locator(".corrected-notice").count()).toBe(0);
    await page.close();
  });

  it("shows the results of the corrected spelling when even the forgiven spellings match nothing", async () => {
    const page = await openPage(browser, "/cards?q=kestarl");
    expect(await page.locator(".corrected-notice").innerText()).toBe(
      "Showing results for kestrel. No cards match “kestarl”.",
    );
    expect(await page.locator(".card-tile-name").allInnerTexts()).toContain("Kestrel Dawn");
    await page.close();
  });

  it("offers a correction when even the corrected query finds nothing", async () => {
    const page = await openPage(browser, "/cards?q=kestarl%20t%3Aship%20cost%3E%3D99");
    expect(await page.locator(".empty-state").innerText()).toContain("No cards match");
    await page.getByRole("link", { name: "kestrel t:ship cost>=99" }).click();
    await page.waitForURL(/\/cards\?q=kestrel/);
    await page.close();
  });

  it("documents every key on /syntax with examples that search", async () => {
    const page = await openPage(browser, "/syntax");
    const example = page.locator('a[href^="/cards?q="]').first();
    const href = await example.getAttribute("href");
    await example.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(await page.locator(".result-count, .empty-state").first().isVisible()).toBe(true);
    await page.close();
  });

  it("says on /syntax what is forgiven, with examples that find their cards", async () => {
    const page = await openPage(browser, "/syntax");
    const forgiven = page.locator("section", { has: page.locator("h2#forgiven") });
    expect(await forgiven.innerText()).toMatch(/5 letters or more[\s\S]*From 9 letters, two typos/);
    await forgiven.getByRole("link", { name: "kestral" }).click();
    await page.waitForURL(/\/cards\?q=kestral$/);
    expect(await page.locator(".card-tile-name").allInnerTexts()).toContain("Kestrel Dawn");
    await page.close();
  });
});
