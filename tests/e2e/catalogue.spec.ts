import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCardText } from "../../lib/cards/card-text";
import { SKILL_LABELS } from "../../lib/cards/vocabulary";
import { formatIsoDate } from "../../lib/rules/dates";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, openPage } from "./browser";
import { compressedBytes } from "./transfer";

const { cards, sets } = readCatalogue();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The words of card text (what is left around the icons). */
const words = (text: string) =>
  parseCardText(text)
    .filter((t) => t.kind === "text")
    .map((t) => (t as { value: string }).value.trim())
    .filter((v) => v.length > 3);

describe("the catalogue in Chromium", () => {
  it("filters to crew, opens a crew card, shows its skills and named icons", async () => {
    const page = await openPage(browser, "/cards");
    await expect.poll(() => page.locator(".result-count").innerText()).toMatch(new RegExp(`^${cards.length} cards`));

    // Choosing a filter applies it at once.
    await page.getByLabel("Type", { exact: true }).selectOption("crew");
    await page.waitForURL(/\/cards\?type=crew$/);
    const crewCount = cards.filter((c) => c.type === "CREW").length;
    expect(await page.locator(".result-count").innerText()).toMatch(new RegExp(`^${crewCount} cards`));
    const tileTypes = await page.locator(".card-tile-type").allInnerTexts();
    expect(tileTypes.every((t) => t.startsWith("Crew"))).toBe(true);

    const firstTile = page.locator(".card-tile-name").first();
    const name = await firstTile.innerText();
    await firstTile.click();
    const crew = cards.find((c) => c.name === name)!;
    await page.waitForURL(`**/cards/${crew.slug}`);

    const skills = page.getByRole("list", { name: "Skills" });
    for (const skill of crew.skills) {
      const level = crew.expertSkills.includes(skill) ? "Expert" : "Trained";
      await expect
        .poll(() => skills.getByRole("listitem").filter({ hasText: SKILL_LABELS[skill] }).textContent())
        .toContain(level);
      expect(await skills.getByRole("img", { name: `${SKILL_LABELS[skill]} skill` }).count()).toBe(1);
    }
    expect(await page.getByRole("img", { name: "credits" }).first().isVisible()).toBe(true);
    await page.close();
  });

  it("shows a card's printed text beside its errata'd text", async () => {
    const card = cards.find((c) => c.errata.some((e) => e.field === "text"))!;
    const erratum = card.errata.find((e) => e.field === "text")!;
    const page = await openPage(browser, `/cards/${card.slug}`);
    expect(await page.getByRole("heading", { name: "Errata" }).isVisible()).toBe(true);
    const printed = await page.locator(".errata .printed").first().innerText();
    const current = await page.locator(".errata .corrected").first().innerText();
    for (const w of words(erratum.printed)) expect(printed).toContain(w);
    for (const w of words(erratum.corrected)) expect(current).toContain(w);
    expect(printed).not.toBe(current);
    // The card face shows the current text.
    const face = await page.locator(".card-face .card-text-box").first().innerText();
    for (const w of words(card.text)) expect(face).toContain(w);
    await page.close();
  });

  it("shows a card's rulings with their dates", async () => {
    const card = cards.find((c) => c.rulings.length > 0)!;
    const page = await openPage(browser, `/cards/${card.slug}`);
    const rulings = page.locator(".rulings");
    expect(await rulings.getByRole("heading", { name: "Rulings" }).isVisible()).toBe(true);
    const text = await rulings.innerText();
    for (const r of card.rulings) expect(text).toContain(formatIsoDate(r.ruledOn));
    await page.close();
  });

  it("lists every set under the header's Sets, each with its size and a link to its cards", async () => {
    const page = await openPage(browser, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sets" }).click();
    await page.waitForURL(/\/sets$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sets");
    const items = page.locator(".set-list li");
    expect(await items.count()).toBe(sets.length);
    for (const [i, set] of sets.entries()) {
      const item = items.nth(i);
      expect(await item.getByRole("link").getAttribute("href")).toBe(`/sets/${set.code.toLowerCase()}`);
      expect(await item.innerText()).toContain(`${cards.filter((c) => c.setCode === set.code).length} cards`);
    }
    await items.first().getByRole("link").click();
    await page.waitForURL(new RegExp(`/sets/${sets[0]!.code.toLowerCase()}$`));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(sets[0]!.name);
    await page.close();
  });

  it("opens a random card from the home page, and sends guessed addresses where the page is", async () => {
    const page = await openPage(browser, "/");
    await page.getByRole("link", { name: "Open a random card" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/cards/"));
    const slug = new URL(page.url()).pathname.split("/")[2];
    expect(cards.map((c) => c.slug)).toContain(slug);
    for (const [typed, lands] of [
      ["/search?q=medic", "/cards?q=medic"],
      ["/login", "/signin"],
      ["/register", "/signup"],
      ["/api/v1", "/api"],
      [`/sets/${sets[0]!.code}`, `/sets/${sets[0]!.code.toLowerCase()}`],
    ]) {
      const res = await page.goto(typed!);
      expect([typed, new URL(page.url()).pathname + new URL(page.url()).search, res?.status()]).toEqual([
        typed,
        lands,
        200,
      ]);
    }
    await page.close();
  });

  it("searches from the home page and lists a set in collector order", async () => {
    const page = await openPage(browser, "/");
    for (const set of sets)
      expect(await page.getByRole("link", { name: new RegExp(set.name) }).count()).toBeGreaterThan(0);
    const target = cards.find((c) => c.type === "SHIP")!;
    await page.getByRole("searchbox", { name: "Search cards" }).fill(target.name);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/cards\?q=/);
    expect(await page.locator(".card-tile-name").allInnerTexts()).toContain(target.name);

    // A catalogue page (48 cards) at a time, following Next → to the end.
    await page.goto(`/sets/${sets[1]!.code}`);
    const numbers: number[] = [];
    for (;;) {
      numbers.push(...(await page.locator(".card-tile .collector").allInnerTexts()).map(Number));
      const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next →" });
      if (!(await next.count())) break;
      await page.goto((await next.getAttribute("href"))!);
    }
    const expected = cards
      .filter((c) => c.setCode === sets[1]!.code)
      .map((c) => c.number)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(48);
    expect(numbers).toEqual(expected);
    await page.close();
  });

  it("sends a mistyped card address to the card it clearly means, and offers the closest names otherwise", async () => {
    const page = await browser.newPage();
    const baseUrl = (await import("vitest")).inject("baseUrl");
    for (const typed of ["/cards/merrows-lanturn", "/cards/merows-lantern", "/card/merrows-lantern"]) {
      const response = await page.goto(`${baseUrl}${typed}`);
      expect([typed, new URL(page.url()).pathname, response?.status()]).toEqual([typed, "/cards/merrows-lantern", 200]);
    }

    // "medkt" could be several cards: a 404 that names them, each a link to its card.
    const response = await page.goto(`${baseUrl}/cards/medkt`);
    expect(response?.status()).toBe(404);
    // Waited for: under load the not-found boundary can be in place a moment after the load event.
    await page.getByRole("heading", { name: "No card at this address" }).waitFor();
    // The search box holds the address's words, to mend and search.
    expect(await page.getByRole("searchbox", { name: "Search cards" }).inputValue()).toBe("medkt");
    expect(await page.getByRole("link", { name: "Search the cards for “medkt”" }).getAttribute("href")).toBe(
      "/cards?q=medkt",
    );
    await page.getByRole("link", { name: "Field Medkit" }).click();
    await page.waitForURL(/\/cards\/field-medkit$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Field Medkit");

    // Words that come close to no card: the search and the catalogue, no names.
    const asked = page.waitForResponse((r) => r.url().includes("/api/v1/cards/autocomplete?q=xyzzy+quux"));
    await page.goto(`${baseUrl}/cards/xyzzy-quux`);
    expect((await asked).status()).toBe(200);
    await page.getByRole("link", { name: "Search the cards for “xyzzy quux”" }).waitFor();
    expect(await page.getByText("Did you mean").count()).toBe(0);
    await page.close();
  });

  // Issue 31: a page's weight, gzipped, with room for small changes; a page that grows past its limit has grown back.
  it.each([
    ["/sets/core", 16_000],
    ["/cards", 19_500],
  ])("sends %s in under %i bytes compressed", async (path, limit) => {
    expect(await compressedBytes(path)).toBeLessThan(limit);
  });
});
