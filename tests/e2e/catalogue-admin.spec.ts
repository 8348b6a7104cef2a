import type { Browser } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilInteractive } from "./browser";
import { signUp } from "./sign-up";

// An editor finds a card in /admin/cards and adds an erratum; the card's history
// shows the text it replaced; a visitor without an account sees the corrected
// text on the card's page once the other worker has heard of the write.
const card = readCatalogue()
  .cards.filter((c) => c.type === "GEAR" && c.errata.length === 0 && c.setCode === "DRFT")
  .at(-1)!;
const SLOW = { timeout: 20_000, interval: 300 };
const corrected = "Gain 1[credit]. Then the Zarquon clause applies.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A player made editor, as `npm run user:role` does: the site has no page for it. */
async function makeEditor(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("siteDatabaseUrl") });
  await client.connect();
  try {
    await client.query(`UPDATE "user" SET roles = ARRAY['EDITOR']::"UserRole"[] WHERE name = $1`, [name]);
  } finally {
    await client.end();
  }
}

describe("catalogue editing", () => {
  it("an erratum replaces the card's text, goes to its history, and reaches visitors", async () => {
    const editor = await browser.newContext({ baseURL: inject("baseUrl") });
    const visitor = await browser.newContext({ baseURL: inject("baseUrl") });
    try {
      editor.setDefaultTimeout(30_000);
      await signUp(editor, "Erratum Editor");
      await makeEditor("Erratum Editor");
      const page = await editor.newPage();
      await page.goto(`/admin/cards?q=${encodeURIComponent(card.name)}&set=DRFT`);
      await page.getByRole("link", { name: card.name, exact: true }).click();
      await page.waitForURL(`**/admin/cards/${card.slug}`);

      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save erratum" }) });
      await untilInteractive(form.getByRole("button", { name: "Save erratum" }));
      await form.getByLabel("Corrected text").fill(corrected);
      await form.getByLabel("Source").fill("Errata v2.0");
      await form.getByRole("button", { name: "Save erratum" }).click();
      await page.getByRole("status").filter({ hasText: "Erratum saved" }).waitFor();

      const history = page.locator(".card-history li").first();
      await expect
        .poll(async () => {
          await page.goto(`/admin/cards/${card.slug}`);
          return history.textContent();
        }, SLOW)
        .toContain(`erratum by Erratum`);
      expect(await history.locator("del").first().textContent()).toBe(card.text);
      expect(await history.locator("ins").first().textContent()).toBe(corrected);

      const anonymous = await visitor.newPage();
      await expect
        .poll(async () => {
          await anonymous.goto(`/cards/${card.slug}`);
          return anonymous.getByText("Zarquon clause").count();
        }, SLOW)
        .toBeGreaterThan(0);
    } finally {
      await editor.close();
      await visitor.close();
    }
  }, 120_000);
});
