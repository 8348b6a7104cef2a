import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { untilInteractive } from "./browser";
import {
  contextsAt,
  noSideScroll,
  plainNamedCards as cards,
  postReview,
  SHOTS,
  SLOW,
  browserOfFile,
} from "./reviewing";
import { signUp } from "./sign-up";

// Card reviews at a desk and on a phone: two players review one card, the second likes the first's (older) review,
// which is then listed first, for them and for a visitor of the cached page; the author cannot like their own.
const browser = browserOfFile();

/** The page's content read again by a GET from now on (a refresh; not a prefetch). */
function pageReadings(page: Page, path: string): string[] {
  const readings: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname === path && !request.headers()["next-router-prefetch"])
      readings.push(url.search);
  });
  return readings;
}

const authors = (page: Page) => page.locator("#reviews .review .comment-meta:first-child a").allTextContents();

describe.each([
  { width: 1280, height: 900, card: cards[3]! },
  { width: 390, height: 844, card: cards[4]! },
])("reviews at $width px", ({ width, height, card }) => {
  // As long as review-moderation's: a cold site on a busy machine took more than a minute for this one.
  it("are written by two players, and the liked one is listed first", { timeout: 180_000 }, async () => {
    const { open, closeAll } = contextsAt(browser(), { width, height });
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
      // The action's answer carries the card's page with the review: a second reading could reach the site's other
      // worker before it hears of the review, and show the page without it.
      const readings = pageReadings(first, path);
      await post.click();
      await first.getByText("Review posted.").waitFor(SLOW);
      await first.locator("#reviews .review").getByText("Older take").waitFor();
      expect(readings).toEqual([]);
      // Their own review offers no like, only edit and delete.
      await first.getByRole("button", { name: "Edit" }).waitFor();
      expect(await first.locator("#reviews").getByRole("button", { name: "Like" }).count()).toBe(0);

      const second = await secondContext.newPage();
      await postReview(second, path, "Newer take: fine in a pinch.");
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
      const likeButton = await untilInteractive(older.getByRole("button", { name: "Like" }));
      const secondReadings = pageReadings(second, path);
      await likeButton.click();
      await older.getByRole("button", { name: "Liked" }).waitFor(SLOW);
      // The like's answer carries the page: its count and the new order show without reading it again.
      await older.getByText("1 like").waitFor();
      expect(await authors(second)).toEqual([firstHandle, expect.stringMatching(/^Liker/)]);
      expect(secondReadings).toEqual([]);
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
      await closeAll();
    }
  });
});
