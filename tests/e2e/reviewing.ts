// The opening that reviews.spec and review-moderation.spec share: one browser for the file, cards with plain names,
// players in contexts of one viewport (closed together), and a review posted from a card's page.
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilInteractive } from "./browser";

/** Cards whose names are letters and spaces only, so a review can name them in a plain text match. */
export const plainNamedCards = readCatalogue().cards.filter((c) => /^[A-Za-z ]+$/.test(c.name));
/** Waits on a write reaching the site's other worker. */
export const SLOW = { timeout: 20_000, interval: 300 };
export const SHOTS = "test-results";

/** The file's browser: launched before its tests, closed after them. */
export function browserOfFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** Opens contexts (one per player or visitor) at this viewport; `closeAll` closes every one opened. */
export function contextsAt(browser: Browser, viewport: { width: number; height: number }) {
  const contexts: BrowserContext[] = [];
  return {
    open: async (colorScheme: "light" | "dark" = "light") => {
      const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport, colorScheme });
      context.setDefaultTimeout(30_000);
      contexts.push(context);
      return context;
    },
    closeAll: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

/** The player of this page reviews the card at `path`; the page stays on the card, the review posted. */
export async function postReview(page: Page, path: string, text: string): Promise<void> {
  await page.goto(path);
  await (await untilInteractive(page.getByLabel("Your review"))).fill(text);
  await page.getByRole("button", { name: "Post review" }).click();
  await page.getByText("Review posted.").waitFor(SLOW);
}

export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
