import type { Browser, BrowserContext, Page } from "playwright-core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUpOnPage } from "./sign-up";

// An event in Chromium: an organizer creates it, two players register (one
// legal deck, one list that is not legal), the roster shows both verdicts, the
// CSV downloads, the sheets print to a PDF holding the players and their cards,
// a deck check with one card swapped shows exactly that, a deck edited after
// registering leaves its snapshot alone, and after the deadline registering is refused.
const deck = legalDeck();
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const crew = deck.entries.find((e) => e.card.type === "CREW")!.card;
const swapOut = deck.entries.find((e) => e.card.type === "GEAR")!.card;
/** A gear card of the same set that the deck does not hold. */
const swapIn = readCatalogue().cards.find(
  (c) => c.type === "GEAR" && c.setCode === swapOut.setCode && !deck.entries.some((e) => e.card.slug === c.slug),
)!;
const legalList = decklistText(deck);
const illegalList = `${legalList}\n1x ${crew.name}`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const heldOn = day(30);

let browser: Browser;
let organizer: BrowserContext;
let ada: BrowserContext;
let bo: BrowserContext;
let cal: BrowserContext;
let eventPath = "";
let adaDeckPath = "";
let adaHash = "";

async function signUp(context: BrowserContext, name: string): Promise<void> {
  const page = await context.newPage();
  await signUpOnPage(page, { name, returnTo: "/events" });
  await page.close();
}

/** Every text item of every page of a PDF, joined by spaces, one string per page. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages;
}

const snapshotHash = (page: Page) => page.getByTestId("snapshot-hash").first().innerText();

beforeAll(async () => {
  browser = await launchBrowser();
  const baseURL = inject("baseUrl");
  const context = async () => {
    const created = await browser.newContext({ baseURL, acceptDownloads: true });
    created.setDefaultTimeout(20_000);
    return created;
  };
  organizer = await context();
  ada = await context();
  bo = await context();
  cal = await context();
  await signUp(organizer, "Orla");
  await signUp(ada, "Ada");
  await signUp(bo, "Bo");
  await signUp(cal, "Cal");
});
afterAll(async () => {
  await browser?.close();
});

describe("an event in Chromium", () => {
  it("lets an organizer create an event", async () => {
    const page = await organizer.newPage();
    await page.goto("/events/new");
    await page.getByLabel("Name").fill("E2E Highport Open");
    await page.getByLabel("Date").fill(heldOn);
    await page.getByLabel("Place (unless online)").fill("Highport Games, Bay 4");
    await page.getByLabel("Format").selectOption("standard");
    await page.getByLabel("Registration closes (UTC)").fill(`${day(29)}T18:00`);
    await page.getByLabel("Accept them, flagged on the roster").check();
    await page.getByRole("button", { name: "Create event" }).click();
    await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== "/events/new");
    eventPath = new URL(page.url()).pathname;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("E2E Highport Open");
    expect(await page.getByTestId("player-count").innerText()).toBe("0 registered");
    await page.goto("/events");
    expect(await page.getByRole("link", { name: "E2E Highport Open" }).getAttribute("href")).toBe(eventPath);
    await page.close();
  });

  it("registers a player's legal deck and another player's pasted list that is not legal", async () => {
    const importer = await ada.newPage();
    await importer.goto("/decks/import");
    await importer.getByLabel("Deck name").fill("Ada's Lantern");
    await importer.getByLabel("Decklist").fill(legalList);
    await importer.getByRole("button", { name: "Preview" }).click();
    await importer.getByRole("button", { name: "Import and save" }).click();
    await importer.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
    adaDeckPath = new URL(importer.url()).pathname;
    await importer.close();

    const adaPage = await ada.newPage();
    await adaPage.goto(eventPath);
    await adaPage.getByLabel("One of my decks").check();
    await adaPage.getByLabel("Deck", { exact: true }).selectOption({ label: "Ada's Lantern" });
    await adaPage.getByRole("button", { name: "Register" }).click();
    await adaPage.getByTestId("registration-receipt").waitFor();
    expect(await adaPage.getByTestId("snapshot-verdict").innerText()).toBe("Legal in Standard");
    adaHash = await snapshotHash(adaPage);
    expect(adaHash).toMatch(/^[0-9a-f]{64}$/);
    await adaPage.close();

    const boPage = await bo.newPage();
    await boPage.goto(eventPath);
    await boPage.getByLabel("A pasted list").check();
    await boPage.getByLabel("Name of the list").fill("Bo's Gamble");
    await boPage.getByLabel("List", { exact: true }).fill(illegalList);
    await boPage.getByRole("button", { name: "Register" }).click();
    await boPage.getByTestId("registration-receipt").waitFor();
    expect(await boPage.getByTestId("snapshot-verdict").innerText()).toBe("Not legal in Standard");
    expect(await boPage.getByRole("list", { name: "Why the list is not legal" }).innerText()).toContain(crew.name);
    await boPage.close();
  });

  it("shows both verdicts on the roster, downloads it as CSV and prints the sheets to a PDF", async () => {
    const page = await organizer.newPage();
    await page.goto(`${eventPath}/roster`);
    expect(await page.getByTestId("roster-counts").innerText()).toBe("2 registered: 1 legal, 1 not legal.");
    const rows = page.getByTestId("roster-row");
    expect(await rows.count()).toBe(2);
    const adaRow = rows.filter({ hasText: "Ada's Lantern" });
    const boRow = rows.filter({ hasText: "Bo's Gamble" });
    expect(await adaRow.locator(".legality-badge").innerText()).toBe("Legal");
    expect(await boRow.locator(".legality-badge").innerText()).toBe("Not legal");
    expect(await boRow.innerText()).toContain(crew.name);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("e2e-highport-open-roster.csv");
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "Player,Deck,Verdict,Reasons,Hash (SHA-256),Registered (UTC),Last submitted (UTC),Submission",
    );
    expect(csv).toContain(`Ada's Lantern,Legal,,${adaHash}`);
    expect(csv).toContain("Bo's Gamble,Not legal,");

    await page.goto(`${eventPath}/sheets`);
    expect(await page.title()).toBe("Decklist sheets – E2E Highport Open · Starport"); // the saved PDF's name
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    // One sheet per page. PDF text breaks long words across lines and splits ligatures ("O ffi cer"): compare without white space.
    const pages = (await pdfPages(new Uint8Array(pdf))).map((p) => p.replace(/\s+/g, ""));
    expect(pages, pages.map((p) => `${p.slice(0, 80)} … ${p.slice(-80)}`).join("\n---\n")).toHaveLength(2);
    expect(
      pages.map((p) => (p.includes("Ada'sLantern") ? "Ada" : p.includes("Bo'sGamble") ? "Bo" : "?")).sort(),
    ).toEqual(["Ada", "Bo"]);
    const text = pages.join("");
    for (const expected of ["Ada", "Bo", "Ada's Lantern", "Bo's Gamble", ship.name, swapOut.name, crew.name, adaHash])
      expect(text).toContain(expected.replace(/\s+/g, ""));
    expect(text).not.toContain("PrintorsaveasPDF");
    await page.close();
  });

  it("shows the roster and a player's registrations on a phone as one block a row, each value named", async () => {
    for (const [context, path, region] of [
      [organizer, `${eventPath}/roster`, "Roster"],
      [ada, "/events/mine", "Registrations"],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const box = page.getByRole("region", { name: region });
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBe(0);
      const row = box.locator("tbody tr").first();
      // The hash under the deck, named by its label.
      const [deck, hash] = [row.locator("td[data-label=Deck]"), row.locator("td[data-label=Hash]")];
      expect((await hash.boundingBox())!.y, path).toBeGreaterThan((await deck.boundingBox())!.y);
      expect(await hash.evaluate((cell) => getComputedStyle(cell, "::before").content), path).not.toBe("none");
      await page.screenshot({ path: `test-results/${region.toLowerCase()}-360.png`, fullPage: true });
      await page.close();
    }
  });

  it("shows exactly the one card swapped in a deck check", async () => {
    const page = await organizer.newPage();
    await page.goto(`${eventPath}/roster`);
    await page.getByTestId("roster-row").filter({ hasText: "Ada's Lantern" }).getByRole("link").first().click();
    await page.waitForURL(/\/registrations\/[^/]+$/);
    const swapped = decklistText(deck, (card) => (card.slug === swapOut.slug ? swapIn.name : card.name));
    await page.getByLabel("List presented at the table").fill(swapped);
    await page.getByRole("button", { name: "Compare with the registered list" }).click();
    await page.getByTestId("hash-match").waitFor();
    expect(await page.getByTestId("hash-match").innerText()).toBe("Hashes differ");
    // The result below the pasted list takes focus, which brings it into view.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("deck-check-result")))
      .toBe(true);
    const rows = page.getByTestId("differences").locator("tbody tr");
    expect(await rows.count()).toBe(2);
    const lines = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim()).sort();
    const copies = deck.entries.find((e) => e.card.slug === swapOut.slug)!.quantity;
    expect(lines).toEqual(
      [`${swapIn.name} Captain's deck 0 ${copies}`, `${swapOut.name} Captain's deck ${copies} 0`].sort(),
    );

    await page.getByLabel("List presented at the table").fill(legalList.toUpperCase());
    await page.getByRole("button", { name: "Compare with the registered list" }).click();
    await expect.poll(() => page.getByTestId("hash-match").innerText()).toBe("Hashes match");
    expect(await page.getByTestId("no-differences").isVisible()).toBe(true);
    await page.close();
  });

  it("keeps the snapshot when the player edits their deck after registering", async () => {
    const editor = await ada.newPage();
    await editor.goto(`${adaDeckPath}/edit`);
    await editor.getByRole("button", { name: `Remove one ${swapOut.name}` }).click();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => editor.getByTestId("save-status").innerText()).toBe("Saved · version 2");
    await editor.close();

    const page = await ada.newPage();
    await page.goto(eventPath);
    expect(await snapshotHash(page)).toBe(adaHash);
    expect(await page.getByText("(version 1)").count()).toBe(1);
    await page.close();
  });

  it("refuses registration after the deadline", async () => {
    const calPage = await cal.newPage();
    await calPage.goto(eventPath);
    await calPage.getByLabel("A pasted list").check();
    await calPage.getByLabel("Name of the list").fill("Late list");
    await calPage.getByLabel("List", { exact: true }).fill(legalList);

    const edit = await organizer.newPage();
    await edit.goto(`${eventPath}/edit`);
    await edit.getByLabel("Registration closes (UTC)").fill(`${day(-1)}T12:00`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitForURL((url) => url.pathname === eventPath);
    await edit.close();

    await calPage.getByRole("button", { name: "Register" }).click();
    await expect
      .poll(() => calPage.locator(".error-summary li").first().innerText())
      .toMatch(/^Registration closed on \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\.$/);
    await calPage.reload();
    expect(await calPage.getByTestId("registration-closed").innerText()).toMatch(/^Registration closed on /);
    expect(await calPage.getByRole("button", { name: "Register" }).count()).toBe(0);
    await calPage.close();

    const roster = await organizer.newPage();
    await roster.goto(`${eventPath}/roster`);
    expect(await roster.getByTestId("roster-row").count()).toBe(2);
    await roster.close();
  });
});
