import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, openPage } from "./browser";

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
