import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatPercent } from "../../components/insight/format";
import { createPrismaClient } from "../../lib/database/prisma-client";
import { parseGroupQuery } from "../../lib/insight/group-query";
import { oddsTable } from "../../lib/insight/odds";
import { decklistText, legalDeck } from "../factories";
import { axeViolations } from "./axe";
import { launchBrowser, untilSaved } from "./browser";
import { signUp } from "./sign-up";

// Deck insight through the built site: the deck page's charts and their text
// equivalents, a seeded deal that survives a reload, a group's odds, history
// with a diff and a restore, the builder's insight panel and the comparison of decks picked by name.
const deck = legalDeck();
const CHARTS = [
  "Cost curve",
  "Credit values",
  "Crew skills",
  "Crew species",
  "Contracts: victory points against distance",
  "Complication slots",
  "Requirement kinds",
  "Card types",
  "Subtypes",
];

let browser: Browser;
let player: BrowserContext;
let deckPath = "";

beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl") });
});
afterAll(async () => {
  await browser?.close();
});

async function importDeck(page: Page, name: string, text: string): Promise<string> {
  await page.goto("/decks/import");
  await page.getByLabel("Deck name").fill(name);
  await page.getByLabel("Format").selectOption("standard");
  await page.getByLabel("Decklist").fill(text);
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Import and save" }).click();
  await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
  return new URL(page.url()).pathname;
}

/** Records the JavaScript a page loads; `total()` sums what came so far, each file gzipped as a server would send it. */
function scriptsOf(page: Page): { total: () => Promise<number> } {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && !bodies.has(response.url()))
      bodies.set(response.url(), response.body());
  });
  return {
    total: async () =>
      (await Promise.all([...bodies.values()].map(async (body) => gzipSync(await body).length))).reduce(
        (a, b) => a + b,
        0,
      ),
  };
}

describe("deck insight in Chromium", () => {
  it("imports a legal deck from the seed catalogue", async () => {
    await signUp(player, "Insight Reader");
    const page = await player.newPage();
    deckPath = await importDeck(page, "Insight traders", decklistText(deck));
    expect(await page.getByRole("region", { name: "Verdict for Standard" }).getByRole("status").textContent()).toBe(
      "Legal",
    );
    await page.close();
  });

  it("keeps the builder's first-load JavaScript within 180 kB gzipped", async () => {
    const page = await player.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${deckPath}/edit`, { waitUntil: "networkidle" });
    const bytes = await scripts.total();
    // The insight panel loads when first opened: what it adds is what loading it eagerly would have cost.
    await page.getByText("Deck insight").click();
    await page.locator(".builder-insight-panel").waitFor();
    await page.waitForLoadState("networkidle");
    const withInsight = await scripts.total();
    console.log(
      `builder first-load JS: ${(bytes / 1024).toFixed(1)} kB gzipped; opening insight loads ${((withInsight - bytes) / 1024).toFixed(1)} kB more`,
    );
    expect(bytes).toBeLessThanOrEqual(180 * 1024);
    expect(withInsight).toBeGreaterThan(bytes);
    await page.close();
  });
  it("draws the coverage in full and the charts when opened, each chart with its text equivalent", async () => {
    const page = await player.newPage();
    await page.goto(deckPath);
    // The cost curve sits beside the verdict; the other charts are drawn when opened, not sent with the page.
    const sent = await (await page.request.get(deckPath)).text();
    expect(sent).not.toContain("insight-charts");
    expect(sent).not.toContain("insight-coverage-detail");
    await page.getByText("Who asks, which cards meet each, and the odds draw by draw").click();
    await page.locator("table.insight-coverage-detail tbody tr").first().waitFor();
    await page.locator("details.insight-more > summary", { hasText: "Charts" }).click();
    await page.locator("details.insight-more figure.insight-chart").first().waitFor();
    for (const title of CHARTS) {
      const figure = page
        .locator("figure.insight-chart", { has: page.locator("figcaption", { hasText: title }) })
        .first();
      expect(await figure.locator("svg[role=img]").count(), title).toBe(1);
      const summary = await figure.locator("svg[role=img]").getAttribute("aria-labelledby");
      expect((await page.locator(`[id="${summary}"]`).textContent())?.trim().length, title).toBeGreaterThan(0);
      await figure.getByText(`${title} as a table`).click();
      expect(await figure.locator("details table tbody tr").count(), title).toBeGreaterThan(0);
    }
    await page.close();
  });

  it("keeps a phone's page its own width with the coverage, the charts and every chart's table open", async () => {
    const page = await player.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(deckPath);
    await page.getByText("Who asks, which cards meet each, and the odds draw by draw").click();
    await page.locator("details.insight-more > summary", { hasText: "Charts" }).click();
    await page.locator("details.insight-more figure.insight-chart").first().waitFor();
    for (const summary of await page.locator("details.insight-table > summary").all()) await summary.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The requirement coverage's four columns fit the screen: its status is not behind a sideways scroll.
    const coverage = page.locator("table.insight-coverage");
    expect(
      await coverage.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBe(0);
    // The draw-by-draw tables scroll in their boxes with each row's first cell kept in view.
    await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
    await expect.poll(() => page.locator(".insight-scroll table").count()).toBeGreaterThan(2);
    const kept = await page.locator(".insight-scroll").evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth)
        .map((box) => {
          box.scrollLeft = box.scrollWidth;
          const cell = box.querySelector("tbody tr > :first-child")!;
          return Math.round(cell.getBoundingClientRect().left - box.getBoundingClientRect().left);
        }),
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(kept.map(() => 0));
    // Who asks for each requirement reads as lines of text, not a word a line (the column was 50 px wide).
    const askedBy = await page
      .locator("table.insight-coverage-detail tbody td:nth-child(2)")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(Math.min(...askedBy)).toBeGreaterThanOrEqual(180);
    // Each table that scrolls sideways can be scrolled by keyboard (its box takes focus), each box named once.
    const violations = await axeViolations(page, { rules: ["scrollable-region-focusable", "landmark-unique"] });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.close();
  });

  it("deals a seeded hand that comes back on reload", async () => {
    const page = await player.newPage();
    await page.goto(deckPath);
    await page.getByRole("button", { name: "Deal", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has("seed"));
    await page.getByRole("button", { name: "Draw one" }).click();
    await page.waitForURL((url) => url.searchParams.get("draws") === "1");
    const hand = () => page.locator(".insight-deal ol").allTextContents();
    const dealt = await hand();
    expect(dealt.join("").length).toBeGreaterThan(0);
    await page.reload();
    expect(await hand()).toEqual(dealt);
    expect(await page.getByRole("button", { name: "New deal" }).isVisible()).toBe(true);
    await page.close();
  });

  it("reads the odds of a group picked with the query language", async () => {
    const page = await player.newPage();
    await page.goto(deckPath);
    await page.locator("details.insight-more > summary", { hasText: "Draw odds" }).click();
    await page.getByLabel("Group of cards (query language)").fill("t:crew sk:pilot");
    const row = page.locator("tr.insight-group-row");
    await row.waitFor();
    const group = parseGroupQuery("t:crew sk:pilot");
    if (!group.ok) throw new Error(group.error.message);
    const expected = oddsTable({ deck, group: { label: "t:crew sk:pilot", matches: group.matches } }).group!;
    expect(expected.copies).toBeGreaterThan(0);
    expect(await row.locator("td").allTextContents()).toEqual([
      String(expected.copies),
      ...expected.odds.map(formatPercent),
    ]);
    await page.close();
  });

  it("keeps the builder's legality pane its own width at 1024 px with every part of its insight open", async () => {
    const page = await player.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${deckPath}/edit`);
    await page.getByText("Deck insight").click();
    await page.locator(".builder-insight-panel .insight-coverage").waitFor();
    for (let opened = 0; opened < 3; opened++) {
      await page.evaluate(() =>
        document.querySelectorAll<HTMLDetailsElement>(".pane-legality details").forEach((d) => (d.open = true)),
      );
      await page.waitForTimeout(300);
    }
    await expect.poll(() => page.locator(".pane-legality .insight-chart").count()).toBeGreaterThan(0);
    const pane = page.locator(".pane-legality");
    expect(await pane.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await page.close();
  });

  it("highlights a requirement's sources in the builder and sets a card aside", async () => {
    const page = await player.newPage();
    await page.goto(`${deckPath}/edit`);
    await page.getByText("Deck insight").click();
    const requirement = page.locator(".insight-coverage button.insight-select").first();
    await requirement.click();
    expect(await requirement.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".deck-lines li.highlighted, .ship-picker.highlighted").count()).toBeGreaterThan(0);

    const line = page.locator(".deck-sections .deck-lines li").first();
    const name = (await line.locator(".deck-line-name").textContent())!;
    const copies = await line.getByLabel(`Quantity of ${name}`).inputValue();
    await line.getByRole("button", { name: `Consider ${name}: move it out of the deck` }).click();
    expect(await page.locator(".deck-considering .deck-line-name").allTextContents()).toEqual([name]);
    expect(await page.locator(".deck-sections .deck-line-name").allTextContents()).not.toContain(name);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await untilSaved(page, 2);
    await page.goto(deckPath);
    expect(await page.locator("#sec-considering").isVisible()).toBe(true);
    expect(await page.locator(".deck-considering li").allTextContents()).toEqual([`${copies}× ${name}`]);
    await page.close();
  });

  it("diffs two versions in the history and restores the first", async () => {
    const page = await player.newPage();
    await page.goto(`${deckPath}/history`);
    expect(await page.locator(".history-versions tbody tr").count()).toBe(2);
    expect(await page.getByRole("columnheader", { name: "Restore" }).count()).toBe(1);
    const diff = page.getByRole("group", { name: "Changes between version 1 and version 2" });
    expect(await diff.getByRole("region", { name: "Considering" }).locator("li.diff-added").count()).toBe(1);
    expect(await diff.locator("li.diff-removed").count()).toBe(1);
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByText("Version 1 restored as a new save.").waitFor();
    expect(await page.locator(".history-versions tbody tr").count()).toBe(3);
    await page.getByLabel("From version").selectOption("1");
    await page.getByLabel("To version").selectOption("3");
    await page.getByRole("button", { name: "Show changes" }).click();
    await page.getByText("No change in cards between version 1 and version 3.").waitFor();
    await page.goto(deckPath);
    expect(await page.locator("#sec-considering").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Verdict for Standard" }).getByRole("status").textContent()).toBe(
      "Legal",
    );
    await page.close();
  });

  it("compares with a deck picked from your own, found by name, or the one it was forked from", async () => {
    const page = await player.newPage();
    const captain = deck.entries.find((e) => e.card.type !== "SHIP" && e.card.type !== "ADVENTURE")!;
    const smaller = { entries: deck.entries.filter((e) => e !== captain) };
    const otherPath = await importDeck(page, "Insight traders, trimmed", decklistText(smaller));
    // A deck saved once has nothing to compare its version with.
    await page.goto(`${otherPath}/history`);
    expect(await page.getByText("One version so far.", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Show changes" }).count()).toBe(0);
    expect(await page.getByRole("columnheader", { name: "Restore" }).count()).toBe(0);
    const onlyA = page.getByRole("region", { name: "Only in A: Insight traders", exact: true });
    const inBoth = page.getByRole("region", { name: "In both decks", exact: true });

    // One of your decks, picked from the list: the deck page's Compare link fills in A.
    await page.goto(deckPath);
    await page.getByRole("link", { name: "Compare", exact: true }).click();
    await page.getByLabel("Deck B", { exact: true }).selectOption({ label: "Insight traders, trimmed" });
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("b") === otherPath.split("/")[2]);
    expect(await onlyA.locator("tbody tr").allTextContents()).toEqual([`${captain.card.name}${captain.quantity}`]);
    expect(
      await page.getByRole("region", { name: "Only in B: Insight traders, trimmed" }).locator("tbody tr").count(),
    ).toBe(0);
    expect(await inBoth.locator("tbody tr").count()).toBe(deck.entries.length - 1);

    // A public deck found by its name: the trimmed deck made public, then searched for.
    const prisma = createPrismaClient(inject("siteDatabaseUrl"), { max: 1 });
    await prisma.deck.update({ where: { id: otherPath.split("/")[2]! }, data: { visibility: "PUBLIC" } });
    await prisma.$disconnect();
    await page.goto(`/decks/compare?a=${deckPath.split("/")[2]}`);
    await page.getByLabel("Find a public deck by name").fill("traders, TRIM");
    await page.getByRole("button", { name: "Find" }).click();
    const found = page.getByRole("region", { name: "Public decks named like “traders, TRIM”: pick deck B" });
    await found.getByRole("link", { name: "Insight traders, trimmed" }).click();
    await page.waitForURL((url) => url.searchParams.get("b") === otherPath.split("/")[2]);
    expect(await onlyA.locator("tbody tr").count()).toBe(1);
    await expect.poll(() => page.getByLabel("Deck B", { exact: true }).inputValue()).toBe(otherPath.split("/")[2]);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // On a phone the decks' columns are headed by letter (the deck's name is read out), leaving the card names the
      // width (under its deck's name each column took 87 px, and most names of the shared cards two lines).
      const headingA = page
        .getByRole("region", { name: "Totals as a table" })
        .getByRole("columnheader", { name: /^A ?: Insight traders$/ });
      const shownWidth = (await headingA.boundingBox())!.width;
      if (width === 390) expect(shownWidth).toBeLessThan(40);
      else expect(await headingA.innerText()).toBe("A: Insight traders");
      // From a desk's width the cards stand beside the totals (under them the page was twice as tall); on a phone, under.
      const totals = (await page.getByRole("region", { name: "Totals", exact: true }).boundingBox())!;
      const totalsHeading = (await page.getByRole("heading", { name: "Totals", exact: true }).boundingBox())!;
      const onlyAHeading = (await onlyA.getByRole("heading").boundingBox())!;
      if (width === 390) expect(onlyAHeading.y).toBeGreaterThan(totals.y + totals.height);
      else {
        expect(onlyAHeading.y).toBeCloseTo(totalsHeading.y, 0);
        expect(onlyAHeading.x).toBeGreaterThan(totals.x + totals.width);
      }
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `test-results/compare-page-${width}-${colorScheme}.png`, fullPage: true });
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 720 });

    // The deck a fork came from, offered as B on the fork's own comparison.
    await page.goto(deckPath);
    await page.getByRole("button", { name: "Fork" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/edit") && !url.pathname.startsWith(deckPath));
    const forkPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
    await page.goto(forkPath);
    await page.getByRole("link", { name: "Compare", exact: true }).click();
    // The link navigates in the browser: wait for the compare page rather than read the deck page.
    await page.waitForURL((url) => url.pathname === "/decks/compare");
    await expect
      .poll(() => page.locator('#compare-b optgroup[label="A was forked from"] option').allTextContents())
      .toEqual(["Insight traders"]);
    await page.getByLabel("Deck B", { exact: true }).selectOption({ label: "Insight traders" });
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("b") === deckPath.split("/")[2]);
    expect(
      await page.getByRole("region", { name: "Only in A: Insight traders (fork)" }).locator("tbody tr").count(),
    ).toBe(0);
    expect(await inBoth.locator("tbody tr").count()).toBe(deck.entries.length);
    await page.close();
  });
});
