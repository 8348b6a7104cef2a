import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { readRules } from "../../seed/rules/read-rules";
import { rulesMarkupToPlain } from "../../lib/glossary/rules-markup";
import { launchBrowser, openPage, untilInteractive } from "./browser";
import { compressedBytes } from "./transfer";

const { cards } = readCatalogue();
const rules = readRules();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the element's top edge is inside the window. */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= -1 && top < window.innerHeight;
  });

describe("the rules reference in Chromium", () => {
  it("follows a card's Trifling keyword to its entry's page, and from there to its place in the glossary, highlighted", async () => {
    const card = cards.find((c) => c.keywords.includes("Trifling") && c.type === "UPGRADE")!;
    const page = await openPage(browser, `/cards/${card.slug}`);
    const links = page.locator(".card-face a.glossary-link", { hasText: /^Trifling$/i });
    expect(await links.count()).toBe(1); // first use on the card only
    await links.click();
    await page.waitForURL(/\/rules\/Trifling$/);
    expect(await page.getByRole("heading", { level: 1, name: "Trifling" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Trifling in the reference" }).click();
    await page.waitForURL(/\/rules\/Glossary#Trifling$/);
    const entry = page.locator("#Trifling");
    await expect.poll(() => entry.isVisible()).toBe(true);
    await expect.poll(() => inViewport(page, "#Trifling")).toBe(true);
    expect(await entry.evaluate((el) => el.matches(":target"))).toBe(true);
    expect(await entry.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    expect(await entry.getByRole("heading", { name: /Trifling/ }).isVisible()).toBe(true);
    await page.close();
  });

  it("narrows the glossary as you type in the filter", async () => {
    const page = await openPage(browser, "/rules/Glossary");
    const filter = page.getByRole("searchbox", { name: "Filter the glossary" });
    await (await untilInteractive(filter)).fill("jettison");
    await expect.poll(() => page.locator("#Bankruptcy").isVisible()).toBe(false);
    expect(await page.locator("#Jettison").isVisible()).toBe(true);
    expect(await page.locator("#Card_Limits").isVisible()).toBe(true); // its text mentions jettisoning
    expect(await page.locator(".glossary-filter [aria-live]").innerText()).toMatch(/^\d+ of \d+ entries match$/);
    // The entry named so is offered before those that merely mention it.
    expect(await page.locator(".glossary-filter").getByRole("link", { name: "Jettison" }).getAttribute("href")).toBe(
      "#Jettison",
    );

    await filter.fill("trifling");
    // A keyword matches inside the keyword overview, which stays open around it.
    await expect.poll(() => page.locator("#Trifling").isVisible()).toBe(true);
    expect(await page.locator("#Keywords").isVisible()).toBe(true);
    expect(await page.locator("#Armor").isVisible()).toBe(false);

    await filter.fill("");
    await expect.poll(() => page.locator("#Bankruptcy").isVisible()).toBe(true);
    expect(await page.locator("#Armor").isVisible()).toBe(true);
    await page.close();
  });

  it("opens /rules/Ready_Phase with its stages in order and a way back to the reference", async () => {
    const phase = rules.entries.find((e) => e.anchor === "Ready_Phase")!;
    const page = await openPage(browser, "/rules/Ready_Phase");
    expect(await page.getByRole("heading", { level: 1, name: /Ready Phase/ }).isVisible()).toBe(true);
    const stages = await page
      .getByRole("list", { name: "Stages of the Ready Phase" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(stages).toHaveLength(phase.stages.length);
    stages.forEach((text, i) => {
      expect(text).toMatch(new RegExp(`^Stage ${i + 1}`, "i"));
      // Icons are drawn, not written: compare the stage's opening words without them.
      const words = rulesMarkupToPlain(phase.stages[i]!.replace(/\d*\[[a-z_:]+\]/g, ""))
        .split(" ")
        .slice(0, 3)
        .join(" ");
      expect(text.replace(/\s+/g, " ")).toContain(words);
    });
    await page.getByRole("link", { name: "Back to Ready Phase in the rules reference" }).click();
    await page.waitForURL(/\/rules\/Round_Sequence#Ready_Phase$/);
    await expect.poll(() => inViewport(page, "#Ready_Phase")).toBe(true);
    await page.close();
  });

  it("lists the cards with a keyword on the keyword's own page", async () => {
    const page = await openPage(browser, "/rules/Hindrance");
    const names = await page.locator(".card-tile-name").allInnerTexts();
    expect(names.sort()).toEqual(
      cards
        .filter((c) => c.keywords.includes("Hindrance"))
        .map((c) => c.name)
        .sort(),
    );
    await page.close();
  });

  it("gives a later section its own page, sends a front-page section and an old link to their place, an entry or a section in any case to its own address, an unknown one to 404", async () => {
    // A link from before the split (/rules#Anchor) still lands on the entry.
    const page = await openPage(browser, "/rules#Hindrance");
    await page.waitForURL(/\/rules\/Hindrance$/);
    expect(await page.getByRole("heading", { level: 1, name: "Hindrance" }).isVisible()).toBe(true);
    await page.goto("/rules/Initial_Setup");
    expect(await page.getByRole("heading", { level: 1, name: "Initial Setup" }).isVisible()).toBe(true);
    await page.goto("/rules/Victory");
    await page.waitForURL(/\/rules#Victory$/);
    expect(await page.getByRole("heading", { name: "Victory" }).isVisible()).toBe(true);
    await page.goto("/rules/trifling");
    await page.waitForURL(/\/rules\/Trifling$/);
    expect(await page.getByRole("heading", { level: 1, name: "Trifling" }).isVisible()).toBe(true);
    for (const [typed, address, heading] of [
      ["/rules/initial_setup", /\/rules\/Initial_Setup$/, "Initial Setup"],
      ["/rules/victory", /\/rules#Victory$/, "Victory"],
      ["/rules/glossary_m", /\/rules\/Glossary#Glossary_M$/, "Glossary"],
      ["/rules/anatomy_ship", /\/rules\/card-anatomy#Anatomy_Ship$/, "Card anatomy"],
      ["/rules/Card-Anatomy", /\/rules\/card-anatomy$/, "Card anatomy"],
    ] as const) {
      await page.goto(typed);
      await page.waitForURL(address);
      expect(await page.getByRole("heading", { name: heading, exact: true }).first().isVisible()).toBe(true);
    }
    const missing = await page.goto("/rules/No_Such_Entry");
    expect(missing?.status()).toBe(404);
    await page.close();
  });

  it("shows the contents with both rules in full and every later section on its own page", async () => {
    const page = await openPage(browser, "/rules");
    const toc = page.getByRole("navigation", { name: "Contents" });
    for (const [name, href] of [
      ["The Golden Rule", "/rules#The_Golden_Rule"],
      ["The Platinum Rule", "/rules#The_Platinum_Rule"],
      ["Glossary", "/rules/Glossary"],
      ["Initial Setup", "/rules/Initial_Setup"],
      ["Round Sequence", "/rules/Round_Sequence"],
      ["Card Anatomy", "/rules/card-anatomy"],
    ]) {
      expect(await toc.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    expect(await page.locator("#The_Golden_Rule").isVisible()).toBe(true);
    await page.close();
  });

  it("opens an old anatomy anchor on the appendix's own page with that type's face", async () => {
    const page = await openPage(browser, "/rules#Anatomy_Ship");
    await page.waitForURL(/\/rules\/card-anatomy#Anatomy_Ship$/);
    expect(await page.locator("#Anatomy_Ship .card-face").count()).toBe(1);
    expect(await page.locator(".card-face").count()).toBe(8); // an adventure card shows both faces
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Card anatomy");
    await page.close();
  });

  // Issue 31: a page's weight, gzipped, with room for small changes; a page that grows past its limit has grown back.
  it.each([
    ["/rules", 10_000],
    ["/rules/Initial_Setup", 7_500],
    ["/rules/Round_Sequence", 14_000],
    ["/rules/Trifling", 8_500],
    ["/syntax", 13_500],
  ])("sends %s in under %i bytes compressed", async (path, limit) => {
    expect(await compressedBytes(path)).toBeLessThan(limit);
  });
});
