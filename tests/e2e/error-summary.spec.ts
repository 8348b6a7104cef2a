import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// A form submitted with errors says so once at its top and moves focus there, whatever the player scrolled to;
// each line of the summary leads to its field.
let browser: Browser;
let player: BrowserContext;
let anonymous: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const baseURL = inject("baseUrl");
  player = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  anonymous = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  player.setDefaultTimeout(20_000);
  anonymous.setDefaultTimeout(20_000);
  await signUp(player, "Summary Reader");
});
afterAll(async () => {
  await browser?.close();
});

async function expectFocusedSummary(page: Page, firstField?: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains("error-summary") ?? false))
    .toBe(true);
  const summary = page.locator(".error-summary");
  expect(await summary.locator("li").count()).toBeGreaterThan(0);
  expect(await summary.isVisible()).toBe(true);
  if (firstField) {
    await summary.getByRole("link").first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(firstField);
  }
}

const forms: {
  name: string;
  who: () => BrowserContext;
  path: string;
  submit: (page: Page) => Promise<void>;
  field?: string;
}[] = [
  {
    name: "deck import",
    who: () => player,
    path: "/decks/import",
    submit: (page) => page.getByRole("button", { name: "Preview" }).click(),
    field: "import-text",
  },
  {
    name: "new deck",
    who: () => player,
    path: "/decks/new",
    submit: async (page) => {
      await page.getByLabel("Name").fill("   ");
      await page.getByRole("button", { name: "Create and open the builder" }).click();
    },
    field: "new-deck-name",
  },
  {
    name: "legality check",
    who: () => anonymous,
    path: "/check",
    submit: (page) => page.getByRole("button", { name: "Check deck" }).click(),
    field: "decklist",
  },
  {
    name: "collection import",
    who: () => player,
    path: "/collection/import",
    submit: (page) => page.getByRole("button", { name: "Preview" }).click(),
    field: "collection-import-text",
  },
  {
    name: "new event",
    who: () => player,
    path: "/events/new",
    submit: async (page) => {
      // Neither a place nor "Online": the server says so.
      await page.getByLabel("Name").fill("Summary open");
      await page.getByLabel("Date").fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
      const closes = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("Registration closes (UTC)").fill(`${closes}T18:00`);
      await page.getByRole("button", { name: "Create event" }).click();
    },
    field: "place",
  },
  {
    name: "sign-up",
    who: () => anonymous,
    path: "/signup",
    submit: (page) => page.getByRole("button", { name: "Create account" }).click(),
    field: "field-email",
  },
  {
    name: "sign-in",
    who: () => anonymous,
    path: "/signin",
    submit: (page) => page.getByRole("button", { name: "Sign in" }).click(),
    field: "field-email",
  },
  {
    name: "change password",
    who: () => player,
    path: "/account",
    submit: (page) =>
      page.getByRole("region", { name: "Change password" }).getByRole("button", { name: "Change password" }).click(),
    field: "field-currentPassword",
  },
  {
    name: "delete account",
    who: () => player,
    path: "/account",
    submit: (page) => page.getByRole("button", { name: "Delete my account and decks" }).click(),
    field: "field-confirmEmail",
  },
];

describe("error summaries in Chromium", () => {
  for (const form of forms) {
    it(`moves focus to the summary of the ${form.name} form`, async () => {
      const page = await form.who().newPage();
      await page.goto(form.path);
      await page.locator(".user-menu:not([aria-busy])").waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await form.submit(page);
      await expectFocusedSummary(page, form.field);
      await page.close();
    });
  }
});
