import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";
import { cardReviewsTag } from "../cache/tags";

// Reviews' order, card links, one per player per card under parallel posts, a deleted author, and the card's tag.
const db = useTestDatabase();
let write: typeof import("./write-review");
let like: typeof import("./like-review");
let list: typeof import("./list-reviews");
let account: typeof import("./account-reviews");
const players: string[] = [];
let firstHandle: string;
let card: { id: number; name: string; slug: string };
let other: { id: number };

beforeAll(async () => {
  write = await import("./write-review");
  like = await import("./like-review");
  list = await import("./list-reviews");
  account = await import("./account-reviews");
  for (const name of ["First", "Second", "Third", "Fourth"]) players.push((await createUser(db.prisma, name)).id);
  firstHandle = (await db.prisma.user.findUniqueOrThrow({ where: { id: players[0]! } })).handle!;
  // A plain name, as the comments' tests use: [[Name]] is looked up by its normalised key.
  const cards = await db.prisma.card.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, slug: true } });
  card = cards.find((c) => /^[A-Za-z ]+$/.test(c.name))!;
  other = cards.find((c) => c.id !== card.id)!;
});

const tagVersion = async (cardId: number) =>
  (
    await db.prisma.$queryRaw<
      { version: bigint }[]
    >`SELECT version FROM cache_tag WHERE tag = ${cardReviewsTag(cardId)}`
  )[0]?.version ?? 0n;

describe("card reviews", () => {
  it("hold one per player per card when the same player posts in parallel", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        write.writeReview({ cardId: other.id, userId: players[0]!, body: `Take ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
    expect(await db.prisma.cardReview.count({ where: { cardId: other.id } })).toBe(1);
  });

  it("are listed most liked first, then newest, with card links, and drop only their card's tag", async () => {
    const before = { card: await tagVersion(card.id), other: await tagVersion(other.id) };
    const ids: string[] = [];
    for (const [i, userId] of players.slice(0, 3).entries())
      ids.push((await write.writeReview({ cardId: card.id, userId, body: `Review ${i} with [[${card.name}]]` })).id);
    expect(await tagVersion(card.id)).toBeGreaterThan(before.card);
    await like.setReviewLike({ reviewId: ids[0]!, userId: players[3]!, liked: true });
    await like.setReviewLike({ reviewId: ids[0]!, userId: players[1]!, liked: true });
    await like.setReviewLike({ reviewId: ids[1]!, userId: players[3]!, liked: true });
    expect(await tagVersion(other.id)).toBe(before.other);
    const page = await list.listCardReviews({ cardId: card.id });
    expect(page.reviews.map((r) => [r.id, r.likes])).toEqual([
      [ids[0], 2],
      [ids[1], 1],
      [ids[2], 0],
    ]);
    expect(page.reviews[0]!.markdown).toBe(`Review 0 with [${card.name}](/cards/${card.slug})`);
    const paged = await list.listCardReviews({ cardId: card.id, perPage: 2, page: 2 });
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.reviews.map((r) => r.id)).toEqual([ids[2]]);
    const mine = await list.listReviewsByAuthor({ handle: firstHandle });
    expect(mine.reviews.map((r) => r.card.slug)).toEqual([card.slug, expect.any(String)]);
  });

  it("stay as a deleted player's when the author's account goes; their likes go, and the cards' pages are dropped", async () => {
    const page = await list.listCardReviews({ cardId: card.id });
    const before = { card: await tagVersion(card.id), other: await tagVersion(other.id) };
    await db.prisma.$transaction((tx) => account.dropPagesReviewedBy(tx, players[3]!));
    expect(await tagVersion(card.id)).toBeGreaterThan(before.card);
    expect(await tagVersion(other.id)).toBe(before.other);
    await db.prisma.user.delete({ where: { id: players[3]! } });
    const after = await list.listCardReviews({ cardId: card.id });
    expect(after.total).toBe(page.total);
    expect(after.reviews.map((r) => r.likes)).toEqual([1, 0, 0]);
    await db.prisma.user.delete({ where: { id: players[2]! } });
    expect((await list.listCardReviews({ cardId: card.id })).reviews.map((r) => r.author)).toContain(null);
  });

  it("go into the data download and come back once per card, the gone and already reviewed ones skipped", async () => {
    const author = await createUser(db.prisma, "Exporter");
    await write.writeReview({ cardId: card.id, userId: author.id, body: "Kept for later." });
    const reviews = await db.prisma.$transaction((tx) => account.reviewsOf(tx, author.id));
    expect(reviews).toEqual([
      expect.objectContaining({ card: card.slug, cardName: card.name, body: "Kept for later." }),
    ]);
    const fresh = await createUser(db.prisma, "Returner");
    const document = [...reviews, { ...reviews[0]!, body: "Twice" }, { ...reviews[0]!, card: "no-such-card" }];
    expect(await account.importReviews({ userId: fresh.id, reviews: document })).toEqual({ imported: 1, skipped: 2 });
    expect(await account.importReviews({ userId: fresh.id, reviews })).toEqual({ imported: 0, skipped: 1 });
    expect(await db.prisma.cardReview.findMany({ where: { authorId: fresh.id }, select: { body: true } })).toEqual([
      { body: "Kept for later." },
    ]);
    await db.prisma.postingSuspension.create({ data: { userId: author.id, reason: "spam" } });
    await expect(account.importReviews({ userId: author.id, reviews })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
