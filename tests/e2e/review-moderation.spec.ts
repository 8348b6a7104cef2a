import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "../../lib/database/prisma-client";
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

// A review moderated as comments are, at a desk and on a phone: a player reports another's review, an admin hides it
// at /admin/reports with a reason, a visitor no longer sees it on the card's (cached) page, and its author sees it
// marked hidden with the reason.
const browser = browserOfFile();

/** The page (or one part of it) in both schemes, for a person to look at. */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const path = `${SHOTS}/${name}-${colorScheme}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe.each([
  { width: 1280, height: 900, card: cards[6]! },
  { width: 390, height: 844, card: cards[7]! },
])("review moderation at $width px", ({ width, height, card }) => {
  it("goes from a report to a hidden review that only its author sees, with the reason", async () => {
    const { open, closeAll } = contextsAt(browser(), { width, height });
    try {
      const [authorContext, reporterContext, adminContext, visitorContext] = [
        await open(),
        await open(),
        await open(),
        await open(),
      ];
      await signUp(authorContext, `Critic ${width}`);
      await signUp(reporterContext, `Reporter ${width}`);
      await signUp(adminContext, `Warden ${width}`);
      const prisma = createPrismaClient(inject("siteDatabaseUrl"), { max: 1 });
      await prisma.user.updateMany({ where: { name: `Warden ${width}` }, data: { roles: ["ADMIN"] } });
      await prisma.$disconnect();
      const path = `/cards/${card.slug}`;
      const text = `Moderated take ${width}: buy it early.`;

      const author = await authorContext.newPage();
      await postReview(author, path, text);

      // Another player finds it (the other worker learns of it a moment later) and reports it.
      const reporter = await reporterContext.newPage();
      const review = reporter.locator("#reviews .review").filter({ hasText: text });
      await expect
        .poll(async () => {
          await reporter.goto(path);
          return review.count();
        }, SLOW)
        .toBe(1);
      await (await untilInteractive(review.getByRole("button", { name: "Report" }))).click();
      await review.getByLabel("Why should an admin look at it?").fill(`Not about the card ${width}`);
      await review.getByRole("button", { name: "Send report" }).click();
      await review.getByText("an admin will look at it").waitFor(SLOW);
      await shoot(reporter, `review-reported-${width}`, reporter.locator("#reviews"));

      // The admin sees it among the reports, labelled as a review of the card, and hides it with a reason.
      const admin = await adminContext.newPage();
      await admin.goto("/admin/reports");
      const reported = admin.locator('.comment[data-kind="review"]').filter({ hasText: text });
      await untilInteractive(reported.getByRole("button", { name: "Hide" }));
      expect(await reported.getByText(`Reported: Not about the card ${width}`).count()).toBe(1);
      expect(await reported.getByRole("link", { name: card.name }).getAttribute("href")).toBe(`${path}#reviews`);
      expect(await noSideScroll(admin)).toBe(true);
      await shoot(admin, `review-reports-${width}`);
      await reported.getByLabel("Reason shown to its author").fill("Keep it about the card");
      await reported.getByRole("button", { name: "Hide" }).click();
      await admin
        .locator('.comment[data-kind="review"]')
        .filter({ hasText: text })
        .getByText("Hidden: Keep it about the card")
        .waitFor(SLOW);

      // A third visitor no longer sees it; each load is fresh, as the hide reaches the other worker a moment later.
      const visitor = await visitorContext.newPage();
      await expect
        .poll(async () => {
          await visitor.goto(path);
          return visitor.locator("#reviews").getByText(text).count();
        }, SLOW)
        .toBe(0);
      // Its author still sees it, marked hidden with the reason, and may no longer edit it.
      await expect
        .poll(async () => {
          await author.goto(path);
          // The note comes with the author's island, which asks for their side of the reviews after the page loads.
          await author.getByText("Your review:").waitFor();
          return author.getByText("Hidden by an admin, only you see it: Keep it about the card").count();
        }, SLOW)
        .toBe(1);
      expect(await author.locator("#reviews").getByText(text).count()).toBe(1);
      expect(await author.locator("#reviews").getByRole("button", { name: "Edit" }).count()).toBe(0);
      expect(await noSideScroll(author)).toBe(true);
      await shoot(author, `review-hidden-${width}`, author.locator("#reviews"));
    } finally {
      await closeAll();
    }
  }, 180_000);
});
