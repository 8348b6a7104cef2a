// Issue 37 on the search page and card pages: crew tiles show their skills, traits link to the search that finds
// them, and a card's page lists the cards sharing its traits. Looked at in both schemes at 1280 and 390 px
// (screenshots in /tmp/n37-shots, out of git).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { SKILL_LABELS, type Skill } from "../../lib/cards/vocabulary";
import { launchBrowser } from "./browser";

const { cards } = readCatalogue();
const SHOTS = "/tmp/n37-shots";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const crew = cards
  .filter((c) => c.type === "CREW" && c.traits.length >= 2)
  .sort((a, b) => (a.name < b.name ? -1 : 1))[0]!;
const skillsLine = (c: (typeof cards)[number]) =>
  c.skills.map((s) => `${SKILL_LABELS[s as Skill]}${c.expertSkills.includes(s) ? " (expert)" : ""}`).join(", ");

async function pageAt(width: number, colorScheme: "light" | "dark", path: string) {
  const context = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport: { width, height: width > 400 ? 900 : 844 },
    colorScheme,
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe("traits and skills in Chromium", () => {
  it("shows each crew tile's skills and leads from a trait to the cards holding it", async () => {
    for (const [width, scheme] of [
      [1280, "light"],
      [1280, "dark"],
      [390, "light"],
      [390, "dark"],
    ] as const) {
      const page = await pageAt(width, scheme, `/cards?${new URLSearchParams({ q: `!"${crew.name}"` })}`);
      const tile = page.locator(".card-tile").first();
      expect(await tile.locator(".card-tile-name").innerText()).toBe(crew.name);
      expect(await tile.locator(".card-tile-skills").innerText()).toBe(skillsLine(crew));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto("/cards?type=crew");
      await page.screenshot({ path: `${SHOTS}/crew-tiles-${width}-${scheme}.png` });
      await page.context().close();
    }

    const page = await pageAt(1280, "light", `/cards?${new URLSearchParams({ q: `!"${crew.name}"` })}`);
    const trait = crew.traits[1]!;
    await page.locator(".card-tile-trait", { hasText: trait }).first().click();
    await page.waitForURL((url) => url.searchParams.get("q")?.toLowerCase() === `tr:${trait.toLowerCase()}`);
    const holding = cards.filter((c) => c.traits.includes(trait)).map((c) => c.name);
    expect((await page.locator(".card-tile-name").allInnerTexts()).sort()).toEqual(holding.sort());
    // The rest of the tile (here its bottom corner, away from the trait links) still opens the card.
    const first = page.locator(".card-tile").first();
    const name = await first.locator(".card-tile-name").innerText();
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + box.width - 6, box.y + box.height - 6);
    await page.waitForURL(`**/cards/${cards.find((c) => c.name === name)!.slug}`);
    await page.context().close();
  }, 120_000);

  it("lists the cards sharing a card's traits on its page, each trait linked to its search", async () => {
    const others = cards.filter((c) => c.slug !== crew.slug && c.traits.some((t) => crew.traits.includes(t)));
    for (const [width, scheme] of [
      [1280, "light"],
      [390, "dark"],
    ] as const) {
      const page = await pageAt(width, scheme, `/cards/${crew.slug}`);
      const section = page.getByRole("group", { name: "Same traits" });
      expect(await section.getByRole("listitem").count()).toBe(Math.min(6, others.length));
      expect(await section.innerText()).toContain(`${others.length} other cards`);
      for (const trait of crew.traits)
        expect(await section.getByRole("link", { name: trait, exact: true }).getAttribute("href")).toMatch(
          /^\/cards\?q=tr%3A/,
        );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/card-traits-${width}-${scheme}.png` });
      await page.context().close();
    }
  }, 120_000);
});
