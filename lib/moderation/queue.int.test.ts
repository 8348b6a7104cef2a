import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, createTestDeck, type Player } from "../../tests/factories";
import type { PostKind } from "./queue";

// The one queue reader serves comments and reviews alike: the same lists, order, author and report fields for each
// kind, each with what it is on; the admin check refuses anyone else.
const db = useTestDatabase();
let queue: typeof import("./queue");
let who: Record<"author" | "suspended" | "reporter" | "admin" | "gone", Player>;
let deckId: string;
let cards: { id: number; slug: string; name: string }[];

beforeAll(async () => {
  queue = await import("./queue");
  who = await createPlayers(db.prisma, ["author", "suspended", "reporter", "admin", "gone"], {
    admins: ["admin"],
    suspended: ["suspended"],
  });
  deckId = await createTestDeck({ userId: who.author.id, name: "Talked about", visibility: "PUBLIC" });
  cards = await db.prisma.card.findMany({
    orderBy: { id: "asc" },
    take: 20,
    select: { id: true, slug: true, name: true },
  });
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
let nextCard = 0;

/** A post of the kind by the author, written at the minute. */
async function post(kind: PostKind, authorId: string, body: string, minute: number): Promise<string> {
  const data = { authorId, body, createdAt: at(minute) };
  if (kind === "comment") return (await db.prisma.comment.create({ data: { ...data, deckId } })).id;
  return (await db.prisma.cardReview.create({ data: { ...data, cardId: cards[nextCard++]!.id } })).id;
}

async function report(kind: PostKind, id: string, reason: string, minute: number, resolved = false): Promise<void> {
  const data = { reporterId: who.reporter.id, reason, createdAt: at(minute), resolvedAt: resolved ? at(59) : null };
  if (kind === "comment") await db.prisma.commentReport.create({ data: { ...data, commentId: id } });
  else await db.prisma.reviewReport.create({ data: { ...data, reviewId: id } });
}

async function hide(kind: PostKind, id: string, reason: string, minute: number): Promise<void> {
  const data = { hiddenAt: at(minute), hiddenReason: reason, hiddenById: who.admin.id };
  if (kind === "comment") await db.prisma.comment.update({ where: { id }, data });
  else await db.prisma.cardReview.update({ where: { id }, data });
}

const listOf = (q: Awaited<ReturnType<typeof queue.moderationQueue>>, kind: PostKind) =>
  kind === "comment" ? q.comments : q.reviews;

describe("moderation queue", () => {
  it("refuses a player, a suspended player and an unknown id: only an admin reads it", async () => {
    for (const adminId of [who.author.id, who.suspended.id, "no-such-player"])
      await expect(queue.moderationQueue({ adminId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it.each<PostKind>(["comment", "review"])(
    "lists %ss: reported, hidden, their authors and open reports",
    async (kind) => {
      await post(kind, who.author.id, `${kind}: never reported`, 1);
      const later = await post(kind, who.author.id, `${kind}: reported later`, 3);
      const earlier = await post(kind, who.suspended.id, `${kind}: reported earlier`, 2);
      const settled = await post(kind, who.author.id, `${kind}: settled`, 4);
      const hiddenFirst = await post(kind, who.author.id, `${kind}: hidden first`, 5);
      const hiddenLast = await post(kind, who.gone.id, `${kind}: hidden last`, 6);
      await report(kind, later, "rude", 10);
      await report(kind, earlier, "spam", 11);
      await report(kind, earlier, "old", 9, true);
      await report(kind, settled, "dismissed", 12, true);
      await report(kind, hiddenFirst, "still open", 13);
      await hide(kind, hiddenFirst, "insulting", 20);
      await hide(kind, hiddenLast, "off-topic", 21);
      await db.prisma.user.delete({ where: { id: who.gone.id } });
      who.gone = (await createPlayers(db.prisma, ["gone"])).gone;

      const { reported, hidden } = listOf(await queue.moderationQueue({ adminId: who.admin.id }), kind);

      expect(reported.map((p) => p.id)).toEqual([earlier, later]);
      expect(reported[0]).toMatchObject({
        kind,
        body: `${kind}: reported earlier`,
        createdAt: at(2),
        hiddenReason: null,
        author: { id: who.suspended.id, handle: who.suspended.handle, suspended: true },
        reports: [{ reason: "spam", createdAt: at(11) }],
      });
      expect(reported[1]!.author).toEqual({ id: who.author.id, handle: who.author.handle, suspended: false });
      expect(hidden.map((p) => [p.id, p.hiddenReason])).toEqual([
        [hiddenLast, "off-topic"],
        [hiddenFirst, "insulting"],
      ]);
      expect(hidden[0]!.author).toBeNull();
      if (kind === "comment") expect(reported[0]).toMatchObject({ deck: { id: deckId, name: "Talked about" } });
      else expect(reported[0]).toMatchObject({ card: { slug: cards[2]!.slug, name: cards[2]!.name } });

      // Each kind's lists hold only that kind.
      const q = await queue.moderationQueue({ adminId: who.admin.id });
      for (const list of [q.comments.reported, q.comments.hidden])
        expect(list.every((p) => p.kind === "comment")).toBe(true);
      for (const list of [q.reviews.reported, q.reviews.hidden])
        expect(list.every((p) => p.kind === "review")).toBe(true);
    },
  );

  it("leaves out a deleted comment, whatever its reports", async () => {
    const id = await post("comment", who.author.id, "comment: deleted", 30);
    await report("comment", id, "rude", 31);
    await db.prisma.comment.update({ where: { id }, data: { deletedAt: at(32) } });
    const { comments } = await queue.moderationQueue({ adminId: who.admin.id });
    expect([...comments.reported, ...comments.hidden].map((p) => p.id)).not.toContain(id);
  });

  it("lists the accounts suspended from posting by handle, with the reason", async () => {
    const { suspended } = await queue.moderationQueue({ adminId: who.admin.id });
    expect(suspended).toEqual([
      { userId: who.suspended.id, handle: who.suspended.handle, reason: "spam", createdAt: expect.any(Date) },
    ]);
  });
});
