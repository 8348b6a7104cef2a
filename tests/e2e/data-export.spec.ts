import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// "Download all my data" in Chromium: a player with a deck and a collection
// downloads the file from the account page; a new account imports it and
// gets the deck and the collection back.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPlayer(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject("baseUrl"), acceptDownloads: true });
  await signUp(context, name);
  return { context, page: await context.newPage() };
}

describe("downloading all my data in Chromium", () => {
  it("downloads the data from the account page, and a new account imports the deck and the collection", async () => {
    const deck = legalDeck();
    const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
    const { context, page } = await newPlayer("Exporter");
    await page.goto("/decks/import");
    await page.getByLabel("Deck name").fill("Exported traders");
    await page.getByLabel("Decklist").fill(decklistText(deck));
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Import and save" }).click();
    await page.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
    await page.goto("/collection/import");
    await page.getByLabel("List").fill(`3 ${ship.name}`);
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "1 card added" }).waitFor();

    await page.goto("/account");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download all my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^starport-data-\d{4}-\d{2}-\d{2}\.json$/);
    // Read before the context closes: its downloads go with it.
    const file = await readFile(await download.path());
    const data = JSON.parse(file.toString("utf8"));
    expect(data.format).toBe("starport-data");
    expect(data.decks.map((d: { name: string }) => d.name)).toEqual(["Exported traders"]);
    expect(data.collection.text).toContain(`${ship.name},${ship.slug},3,0`);
    await context.close();

    const fresh = await newPlayer("Importer");
    await fresh.page.goto("/account");
    await fresh.page
      .getByLabel("Import my data (a Starport data file)")
      .setInputFiles({ name: "starport-data.json", mimeType: "application/json", buffer: file });
    await fresh.page.getByRole("button", { name: "Import", exact: true }).click();
    const report = fresh.page.getByRole("region", { name: "Your data" }).getByRole("status");
    await report.filter({ hasText: "1 deck imported" }).waitFor();
    expect(await report.textContent()).toContain("Collection: 1 card added");

    await fresh.page.goto("/decks");
    expect(await fresh.page.getByRole("link", { name: "Exported traders" }).count()).toBe(1);
    await fresh.page.goto("/collection?show=owned");
    expect(await fresh.page.getByRole("table", { name: "Cards in your collection" }).textContent()).toContain(
      ship.name,
    );
    await fresh.context.close();
  });

  it("imports a download larger than the 1 MB the server takes for other requests", async () => {
    const { context } = await newPlayer("Long notes");
    const decks = Array.from({ length: 120 }, (_, i) => ({
      name: `Long notes ${i + 1}`,
      description: "Notes ".repeat(1_600),
      format: "standard",
      cards: [],
    }));
    const document = JSON.stringify({ format: "starport-data", version: 1, decks });
    expect(document.length).toBeGreaterThan(1024 * 1024);
    const answer = await context.request.post("/account/data", {
      headers: { "content-type": "application/json" },
      data: document,
    });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { decks: unknown }).decks).toEqual({ imported: 120, failed: [] });
    await context.close();
  }, 120_000);

  it("refuses a file that is not a Starport data download, with the reason", async () => {
    const { context, page } = await newPlayer("Wrong file");
    await page.goto("/account");
    await page.getByLabel("Import my data (a Starport data file)").setInputFiles({
      name: "other.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format":"something"}'),
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page
      .getByRole("region", { name: "Your data" })
      .getByRole("alert")
      .filter({ hasText: "not a Starport data download" })
      .waitFor();
    await context.close();
  });

  it("says why a file past the 8 MB cap is refused (the server's answer is plain text, not JSON)", async () => {
    const { context, page } = await newPlayer("Huge file");
    await page.goto("/account");
    await page
      .getByLabel("Import my data (a Starport data file)")
      .setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(9 * 1024 * 1024, 32) });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page
      .getByRole("region", { name: "Your data" })
      .getByRole("alert")
      .filter({ hasText: "Not imported: The request body is larger than 8192 kB." })
      .waitFor();
    await context.close();
  });
});
