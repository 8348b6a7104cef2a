import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// The authorization matrix of the review and review-like actions (card page): anonymous, another player, the
// review's author, a suspended player, an admin.
const session = vi.hoisted(() => ({ user: null as { id: string; email: string; name: string | null } | null }));
vi.mock("@/lib/auth/current-user", async () => {
  const { AppError } = await import("@/lib/http/errors");
  return {
    getCurrentUser: async () => session.user,
    requireUser: async () => {
      if (!session.user) throw new AppError("FORBIDDEN", "Sign in to do that.");
      return session.user;
    },
  };
});

const db = useTestDatabase();
let actions: typeof import("./review-actions");
type Player = { id: string; email: string; name: string | null; handle: string };
const who: Record<"author" | "other" | "suspended" | "admin", Player> = {} as never;
let cardId: number;

beforeAll(async () => {
  actions = await import("./review-actions");
  for (const name of ["author", "other", "suspended", "admin"] as const) who[name] = await createUser(db.prisma, name);
  await db.prisma.user.update({ where: { id: who.admin.id }, data: { roles: ["ADMIN"] } });
  await db.prisma.postingSuspension.create({ data: { userId: who.suspended.id, reason: "spam" } });
  cardId = (await db.prisma.card.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } })).id;
});
beforeEach(() => {
  session.user = null;
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const as = (player: Player | null) => {
  session.user = player && { id: player.id, email: player.email, name: player.name };
};
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

  it("let every signed-in player but the author like a review once, suspended players and admins too", async () => {
    const { id: reviewId } = await review(who.author);
    as(null);
    expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toEqual(refused("FORBIDDEN"));
    as(who.author);
    expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toEqual(refused("FORBIDDEN"));
    for (const player of [who.other, who.suspended, who.admin]) {
      as(player);
      for (let i = 0; i < 2; i++)
        expect(await actions.likeReviewAction(null, form({ reviewId, liked: "true" }))).toMatchObject({ ok: true });
    }
    expect(await db.prisma.reviewLike.count({ where: { reviewId } })).toBe(3);
    as(who.other);
    expect(await actions.likeReviewAction(null, form({ reviewId, liked: "false" }))).toMatchObject({ ok: true });
    expect(await actions.likeReviewAction(null, form({ reviewId: "nope", liked: "true" }))).toEqual(
      refused("NOT_FOUND"),
    );
    expect(await db.prisma.reviewLike.count({ where: { reviewId } })).toBe(2);
  });

  it("tell a signed-in player their own review and likes, and refuse anonymous readers", async () => {
    as(null);
    expect(await actions.reviewViewerAction({ cardId })).toEqual(refused("FORBIDDEN"));
    expect(await actions.reviewViewerAction("nonsense")).toEqual(refused("INVALID_INPUT"));
    as(who.suspended);
    const seen = await actions.reviewViewerAction({ cardId });
    expect(seen).toMatchObject({ ok: true, value: { suspended: true, own: null, handle: who.suspended.handle } });
    expect(seen.ok && seen.value.liked).toHaveLength(1);
    as(who.author);
    expect(await actions.reviewViewerAction({ cardId })).toMatchObject({
      ok: true,
      value: { suspended: false, own: { body: "Strong early." } },
    });
  });
});
