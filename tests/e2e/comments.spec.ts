import type { Browser, BrowserContext, Page } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, untilInteractive } from "./browser";
import { signUp, signUpWithNewDeck } from "./sign-up";

// Talking about a deck, at a desk and on a phone: a player comments with a [[Card]] link on another's public deck,
// the owner sees the notification and replies, the first player sees theirs and /notifications; a visitor reads
// both; a reported comment is hidden by an admin and its author sees why.
const card = readCatalogue().cards.find((c) => c.type === "CREW" && /^[A-Za-z ]+$/.test(c.name))!;
const SLOW = { timeout: 20_000, interval: 300 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Set-up the site has no page for: a deck made public, a player made admin (as `npm run user:role` does). */
async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: inject("siteDatabaseUrl") });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const unreadCount = async (page: Page) => {
  await page.goto("/decks/public");
  const badge = page.getByTestId("unread-count");
  await badge.waitFor(SLOW);
  return (await badge.textContent())?.replace(/\D/g, "");
};
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("comments at $width px", ({ width, height }) => {
  // Four players' pages in one walk: a limit for a busy machine, not a measurement.
  it(
    "go from a comment with a card link to a reply, notifications both ways, a report and a hidden comment",
    { timeout: 150_000 },
    async () => {
      const context = () => browser.newContext({ baseURL: inject("baseUrl"), viewport: { width, height } });
      const contexts: BrowserContext[] = [];
      const open = async () => {
        const c = await context();
        c.setDefaultTimeout(30_000);
        contexts.push(c);
        return c;
      };
      const [ownerContext, commenterContext, visitorContext, adminContext] = [
        await open(),
        await open(),
        await open(),
        await open(),
      ];
      try {
        const deckPath = await signUpWithNewDeck(ownerContext, `Talked-about deck ${width}`);
        await sql(`UPDATE deck SET visibility = 'PUBLIC' WHERE id = $1`, [deckPath.split("/")[2]]);
        await signUp(commenterContext, `Commenter ${width}`);

        const commenter = await commenterContext.newPage();
        await commenter.goto(deckPath);
        const post = await untilInteractive(commenter.getByRole("button", { name: "Post comment" }));
        // An empty comment is refused once, in the summary at the form's top.
        await post.click();
        await commenter.locator(".error-summary").getByText("Write something first").waitFor();
        await commenter.getByLabel("Add a comment").fill(`Why [[${card.name}]] and not [[No Such Card Anywhere]]?`);
        await post.click();
        const link = commenter.locator("#comments").getByRole("link", { name: card.name });
        await link.waitFor(SLOW);
        expect(await link.getAttribute("href")).toBe(`/cards/${card.slug}`);
        expect(await commenter.locator("#comments").textContent()).toContain("[[No Such Card Anywhere]]");

        const owner = await ownerContext.newPage();
        expect(await unreadCount(owner)).toBe("1");
        await owner.goto(deckPath);
        await (await untilInteractive(owner.getByRole("button", { name: "Reply" }))).click();
        await owner.getByLabel("Your reply").fill("It fits the ship's crew slots.");
        await owner.getByRole("button", { name: "Post reply" }).click();
        await owner.locator(".comment-replies").getByText("It fits the ship's crew slots.").waitFor(SLOW);

        expect(await unreadCount(commenter)).toBe("1");
        await commenter.getByRole("button", { name: /Commenter/ }).click();
        await commenter.getByRole("link", { name: "Notifications (1)" }).click();
        await commenter.waitForURL("**/notifications");
        expect(await commenter.locator(".notification-list").textContent()).toContain("replied to you on");
        expect(await noSideScroll(commenter)).toBe(true);
        await commenter.reload();
        expect(await commenter.locator(".notification-list .unread").count()).toBe(0);
        // An excerpt reads as words: the card reference as its bare name, no Markdown marks.
        await owner.goto("/notifications");
        expect(await owner.locator(".notification-excerpt").first().textContent()).toBe(
          `Why ${card.name} and not No Such Card Anywhere?`,
        );

        const visitor = await visitorContext.newPage();
        await visitor.goto(deckPath);
        const section = visitor.locator("#comments");
        expect(await section.getByText(`Why ${card.name}`, { exact: false }).count()).toBe(1);
        expect(await section.getByText("It fits the ship's crew slots.").count()).toBe(1);
        expect(await section.getByRole("button", { name: "Reply" }).count()).toBe(0);
        expect(await noSideScroll(visitor)).toBe(true);

        // The owner reports the comment; an admin hides it with a reason; its author sees why, a visitor sees nothing.
        await owner.goto(deckPath);
        const comment = owner.locator(".comment-list > .comment").first();
        await (await untilInteractive(comment.getByRole("button", { name: "Report" }).first())).click();
        await owner.getByLabel("Why should an admin look at it?").fill("Off topic");
        await owner.getByRole("button", { name: "Send report" }).click();
        await owner.getByText("an admin will look at it").waitFor(SLOW);

        await signUp(adminContext, `Moderator ${width}`);
        await sql(`UPDATE "user" SET roles = ARRAY['ADMIN']::"UserRole"[] WHERE name = $1`, [`Moderator ${width}`]);
        const admin = await adminContext.newPage();
        await admin.goto("/admin/reports");
        const reported = admin
          .locator(".comment")
          .filter({ hasText: "Off topic" })
          .filter({ hasText: `Talked-about deck ${width}` });
        await untilInteractive(reported.getByRole("button", { name: "Hide" }).first());
        await reported.getByLabel("Reason shown to its author").first().fill("Keep it about the deck");
        await reported.getByRole("button", { name: "Hide" }).first().click();
        await admin.getByText("Hidden: Keep it about the deck").first().waitFor(SLOW);

        // The hide reaches the site's other worker through PostgreSQL a moment later: each page is opened again until then.
        await expect
          .poll(async () => {
            await commenter.goto(deckPath);
            return commenter.getByText("Hidden by an admin, only you see it: Keep it about the deck").count();
          }, SLOW)
          .toBe(1);
        await expect
          .poll(async () => {
            await visitor.reload();
            return visitor.locator("#comments").getByText(`Why ${card.name}`, { exact: false }).count();
          }, SLOW)
          .toBe(0);
        await commenter.screenshot({ path: `test-results/comments-${width}.png`, fullPage: true });
      } finally {
        for (const c of contexts) await c.close();
      }
    },
  );
});
