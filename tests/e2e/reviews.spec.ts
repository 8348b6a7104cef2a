import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilInteractive } from "./browser";
import { signUp } from "./sign-up";

// Card reviews at a desk and on a phone: two players review one card, the second likes the first's (older) review,
// which is then listed first, for them and for a visitor of the cached page; the author cannot like their own.
const cards = readCatalogue().cards.filter((c) => /^[A-Za-z ]+$/.test(c.name));
const SLOW = { timeout: 20_000, interval: 300 };
const SHOTS = "test-results";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const authors = (page: Page) => page.locator("#reviews .review .comment-meta:first-child a").allTextContents();
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each([
  { width: 1280, height: 900, card: cards[3]! },
  { width: 390, height: 844, card: cards[4]! },
])("reviews at $width px", ({ width, height, card }) => {
  it("are written by two players, and the liked one is listed first", async () => {
    const contexts: BrowserContext[] = [];
    const open = async (colorScheme: "light" | "dark" = "light") => {
      const c = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width, height }, colorScheme });
      c.setDefaultTimeout(30_000);
      contexts.push(c);
      return c;
    };
    try {
      const [firstContext, secondContext, visitorContext] = [await open(), await open(), await open("dark")];
      await signUp(firstContext, `Reviewer ${width}`);
      await signUp(secondContext, `Liker ${width}`);
      const path = `/cards/${card.slug}`;

      const first = await firstContext.newPage();
      await first.goto(path);
      const post = await untilInteractive(first.getByRole("button", { name: "Post review" }));
      await post.click();
      await first.locator(".error-summary").getByText("Write something first").waitFor();
      await first.getByLabel("Your review").fill(`Older take: good with [[${card.name}]] itself.`);
      await post.click();
      await first.getByText("Review posted.").waitFor(SLOW);
      await first.locator("#reviews .review").getByText("Older take").waitFor(SLOW);
      // Their own review offers no like, only edit and delete.
      await first.getByRole("button", { name: "Edit" }).waitFor();
      expect(await first.locator("#reviews").getByRole("button", { name: "Like" }).count()).toBe(0);

      const second = await secondContext.newPage();
      await second.goto(path);
      await (await untilInteractive(second.getByLabel("Your review"))).fill("Newer take: fine in a pinch.");
      await second.getByRole("button", { name: "Post review" }).click();
      await second.getByText("Review posted.").waitFor(SLOW);
      // The cached card page may come from the site's other worker, which learns of the review a moment later.
      await expect
        .poll(async () => {
          await second.goto(path);
          return second.locator("#reviews .review").getByText("Newer take").count();
        }, SLOW)
        .toBe(1);
      const firstHandle = (await first.locator("#reviews .review .comment-meta a").first().textContent())!;
      expect(firstHandle).toMatch(/^Reviewer/);
      // Without likes, the newest first.
      expect(await authors(second)).toEqual([expect.stringMatching(/^Liker/), firstHandle]);

      const older = second.locator("#reviews .review").filter({ hasText: "Older take" });
      await (await untilInteractive(older.getByRole("button", { name: "Like" }))).click();
      await older.getByText("1 like").waitFor(SLOW);
      await expect.poll(() => authors(second), SLOW).toEqual([firstHandle, expect.stringMatching(/^Liker/)]);
      expect(await older.getByRole("button", { name: "Liked" }).getAttribute("aria-pressed")).toBe("true");

      // A visitor gets the shared page, kept for everyone, already showing the new order and no controls.
      const visitor = await visitorContext.newPage();
      await expect
        .poll(async () => {
          await visitor.goto(path);
          return authors(visitor);
        }, SLOW)
        .toEqual([firstHandle, expect.stringMatching(/^Liker/)]);
      expect(await visitor.locator("#reviews").getByRole("button").count()).toBe(0);
      await visitor.getByRole("link", { name: "Sign in to review this card" }).waitFor();
      expect(await noSideScroll(visitor)).toBe(true);
      expect(await noSideScroll(second)).toBe(true);
      await visitor.locator("#reviews").screenshot({ path: `${SHOTS}/reviews-${width}-dark.png` });
      await second.locator("#reviews").screenshot({ path: `${SHOTS}/reviews-${width}-light.png` });

      // The profile lists the player's review with its card.
      await visitor.goto(`/u/${encodeURIComponent(firstHandle)}`);
      await visitor.locator("#reviews").getByRole("link", { name: card.name }).first().waitFor();
    } finally {
      for (const c of contexts) await c.close();
    }
  });
});
