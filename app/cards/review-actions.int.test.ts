import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn as as, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";
import { cardReviewsTag } from "@/lib/cache/tags";

// The authorization matrix of the review, review-like, report and moderation actions (card page, /admin/reports):
// anonymous, another player, the review's author, a suspended player, an admin.
const db = useTestDatabase();
useSession();
let actions: typeof import("./review-actions");
let admin: typeof import("../admin/reports/actions");
let list: typeof import("@/lib/reviews/list-reviews");
let who: Record<"author" | "other" | "suspended" | "admin", Player>;
let cardId: number;
let otherCardId: number;

beforeAll(async () => {
  actions = await import("./review-actions");
  admin = await import("../admin/reports/actions");
  list = await import("@/lib/reviews/list-reviews");
  who = await createPlayers(db.prisma, ["author", "other", "suspended", "admin"], {
    admins: ["admin"],
    suspended: ["suspended"],
  });
  const cards = await db.prisma.card.findMany({ orderBy: { id: "asc" }, take: 2, select: { id: true } });
  [cardId, otherCardId] = cards.map((c) => c.id) as [number, number];
});

const refused = (code: string) => ({ ok: false, error: expect.objectContaining({ code }) });

async function review(author: Player, body = "Strong early.") {
  as(author);
  expect(await actions.writeReviewAction(null, form({ cardId: String(cardId), body }))).toEqual({
    ok: true,
    value: "Review posted.",
  });
  return db.prisma.cardReview.findFirstOrThrow({ where: { cardId, authorId: author.id }, select: { id: true } });
}

describe("review actions", () => {
  it("let anyone signed in and not suspended write one review per card; anonymous and suspended players cannot", async () => {
    as(null);
    expect(await actions.writeReviewAction(null, form({ cardId: String(cardId), body: "Hi" }))).toEqual(
      refused("FORBIDDEN"),
    );
    as(who.suspended);
    expect(await actions.writeReviewAction(null, form({ cardId: String(cardId), body: "Hi" }))).toEqual(
      refused("FORBIDDEN"),
    );
    await review(who.author);
    expect(await actions.writeReviewAction(null, form({ cardId: String(cardId), body: "Again" }))).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "CONFLICT", issues: [expect.objectContaining({ field: "body" })] }),
    });
    as(who.other);
    expect(await actions.writeReviewAction(null, form({ cardId: "999999", body: "Hi" }))).toEqual(refused("NOT_FOUND"));
    expect(await actions.writeReviewAction(null, form({ cardId: "x", body: "Hi" }))).toEqual(refused("INVALID_INPUT"));
    expect(await actions.writeReviewAction(null, form({ cardId: String(cardId), body: "  " }))).toEqual(
      refused("INVALID_INPUT"),
    );
    await db.prisma.cardReview.deleteMany({ where: { cardId } });
  });

  it("let only the author edit; the author or an admin delete", async () => {
    const { id: reviewId } = await review(who.author, "First take.");
    for (const player of [null, who.other, who.admin]) {
      as(player);
      expect(await actions.editReviewAction(null, form({ reviewId, body: "Mine now" }))).toEqual(
        refused(player ? "NOT_FOUND" : "FORBIDDEN"),
      );
    }
    for (const player of [null, who.other, who.suspended]) {
      as(player);
      expect(await actions.deleteReviewAction(null, form({ reviewId }))).toEqual(
        refused(player ? "NOT_FOUND" : "FORBIDDEN"),
      );
    }
    as(who.author);
    expect(await actions.editReviewAction(null, form({ reviewId, body: "Second take." }))).toMatchObject({ ok: true });
    expect(await db.prisma.cardReview.findUniqueOrThrow({ where: { id: reviewId } })).toMatchObject({
      body: "Second take.",
      editedAt: expect.any(Date),
    });
    expect(await actions.deleteReviewAction(null, form({ reviewId }))).toMatchObject({ ok: true });
    const { id: next } = await review(who.author);
    as(who.admin);
    expect(await actions.deleteReviewAction(null, form({ reviewId: next }))).toMatchObject({ ok: true });
    expect(await db.prisma.cardReview.count({ where: { cardId } })).toBe(0);
  });

  it("let every signed-in player but the author and a suspended player like a review once, admins too", async () => {
    const { id: reviewId } = await review(who.author);
    for (const player of [null, who.author, who.suspended]) {
      as(player);
      expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toEqual(refused("FORBIDDEN"));
    }
    for (const player of [who.other, who.admin]) {
      as(player);
      for (let i = 0; i < 2; i++)
        expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toMatchObject({ ok: true });
    }
    expect(await db.prisma.reviewLike.count({ where: { reviewId } })).toBe(2);
    as(who.other);
    expect(await actions.likeReviewAction(null, form({ reviewId, liked: "false" }))).toMatchObject({ ok: true });
    expect(await actions.likeReviewAction(null, form({ reviewId: "nope", liked: "true" }))).toEqual(
      refused("NOT_FOUND"),
    );
    expect(await db.prisma.reviewLike.count({ where: { reviewId } })).toBe(1);
  });

  it("tell a signed-in player their own review and likes, and refuse anonymous readers", async () => {
    as(null);
    expect(await actions.reviewViewerAction({ cardId })).toEqual(refused("FORBIDDEN"));
    // Not an input object at all: refused by the action's argument check before the action runs.
    await expect(actions.reviewViewerAction("nonsense")).rejects.toMatchObject({ code: "BAD_QUERY" });
    as(who.suspended);
    const seen = await actions.reviewViewerAction({ cardId });
    expect(seen).toMatchObject({
      ok: true,
      value: { suspended: true, own: null, liked: [], handle: who.suspended.handle },
    });
    as(who.admin);
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({
      ok: true,
      value: { liked: [expect.any(String)] },
    });
    as(who.author);
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({
      ok: true,
      value: { suspended: false, own: { body: "Strong early.", hiddenReason: null } },
    });
  });
});

const tagVersion = async (id: number) =>
  (await db.prisma.cacheTag.findUnique({ where: { tag: cardReviewsTag(id) } }))?.version ?? 0n;
const openReports = (reviewId: string) => db.prisma.reviewReport.count({ where: { reviewId, resolvedAt: null } });
const shownIds = async () => (await list.listCardReviews({ cardId })).reviews.map((r) => r.id);

describe("reports and moderation of reviews", () => {
  it("report: any signed-in player but the author, once while it is open; a visitor may not", async () => {
    await db.prisma.cardReview.deleteMany({ where: { cardId } });
    const { id: reviewId } = await review(who.author, "Report me.");
    as(null);
    expect(await actions.reportReviewAction(null, form({ reviewId, reason: "Spam" }))).toEqual(refused("FORBIDDEN"));
    as(who.author);
    expect(await actions.reportReviewAction(null, form({ reviewId, reason: "Mine" }))).toEqual(refused("NOT_FOUND"));
    as(who.other);
    expect(await actions.reportReviewAction(null, form({ reviewId, reason: " " }))).toEqual(refused("INVALID_INPUT"));
    expect(await actions.reportReviewAction(null, form({ reviewId: "nope", reason: "Spam" }))).toEqual(
      refused("NOT_FOUND"),
    );
    // Reading is still allowed to a suspended player, and so is telling an admin about what they read.
    for (const player of [who.other, who.other, who.suspended, who.admin]) {
      as(player);
      expect(await actions.reportReviewAction(null, form({ reviewId, reason: "Off topic" }))).toEqual({
        ok: true,
        value: "Thank you: an admin will look at it.",
      });
    }
    expect(await openReports(reviewId)).toBe(3);
    // Parallel reports by one player still leave one open report.
    as(who.other);
    await db.prisma.reviewReport.deleteMany({ where: { reviewId, reporterId: who.other.id } });
    await Promise.all([1, 2, 3].map(() => actions.reportReviewAction(null, form({ reviewId, reason: "Again" }))));
    expect(await db.prisma.reviewReport.count({ where: { reviewId, reporterId: who.other.id } })).toBe(1);
  });

  it("hide and restore: only an admin, with a reason; the author alone still sees it, and only its card's page drops", async () => {
    const { id: reviewId } = await db.prisma.cardReview.findFirstOrThrow({
      where: { cardId, authorId: who.author.id },
    });
    const hide = (reason = "Not about the card") =>
      admin.moderateReviewAction(null, form({ reviewId, hidden: "true", reason }));
    const restore = () => admin.moderateReviewAction(null, form({ reviewId, hidden: "false" }));
    for (const player of [null, who.other, who.author, who.suspended]) {
      as(player);
      expect(await hide()).toEqual(refused("FORBIDDEN"));
      expect(await restore()).toEqual(refused("FORBIDDEN"));
    }
    expect(await db.prisma.cardReview.findUniqueOrThrow({ where: { id: reviewId } })).toMatchObject({ hiddenAt: null });
    expect(await openReports(reviewId)).toBe(3);

    as(who.admin);
    expect(await hide("")).toEqual(refused("INVALID_INPUT"));
    expect(await admin.moderateReviewAction(null, form({ reviewId: "nope", hidden: "true", reason: "x" }))).toEqual(
      refused("NOT_FOUND"),
    );
    const before = { card: await tagVersion(cardId), other: await tagVersion(otherCardId) };
    expect(await hide()).toEqual({ ok: true, value: "Review hidden." });
    expect(await tagVersion(cardId)).toBeGreaterThan(before.card);
    expect(await tagVersion(otherCardId)).toBe(before.other);
    expect(await openReports(reviewId)).toBe(0);
    expect(await shownIds()).not.toContain(reviewId);

    // Gone for others (no like, no report), shown to its author with the reason, who may no longer edit it.
    as(who.other);
    expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toEqual(refused("NOT_FOUND"));
    expect(await actions.reportReviewAction(null, form({ reviewId, reason: "More" }))).toEqual(refused("NOT_FOUND"));
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({ ok: true, value: { own: null } });
    as(who.author);
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({
      ok: true,
      value: { own: { id: reviewId, body: "Report me.", hiddenReason: "Not about the card" } },
    });
    expect(await actions.editReviewAction(null, form({ reviewId, body: "Sneaky" }))).toEqual(refused("NOT_FOUND"));

    as(who.admin);
    expect(await restore()).toEqual({ ok: true, value: "Review shown again." });
    expect(await shownIds()).toContain(reviewId);
    as(who.author);
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({
      ok: true,
      value: { own: { hiddenReason: null } },
    });
  });
});
