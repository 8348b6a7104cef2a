import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";
import { deckPageTag } from "../cache/tags";
import { readCatalogue } from "../../seed/read-catalogue";

// Who may post and read comments on which deck, the rate limit under parallel posts, and the deck page's tag.
const db = useTestDatabase();
let lib: typeof import("./post-comment") & typeof import("./list-comments") & typeof import("./change-comment");
let createDeck: typeof import("../decks/create-deck").createDeck;
let owner: string;
let other: string;
let third: string;
const card = readCatalogue().cards.find((c) => /^[A-Za-z ]+$/.test(c.name))!;

beforeAll(async () => {
  lib = {
    ...(await import("./post-comment")),
    ...(await import("./list-comments")),
    ...(await import("./change-comment")),
  };
  createDeck = (await import("../decks/create-deck")).createDeck;
  owner = (await createUser(db.prisma, "Owner")).id;
  other = (await createUser(db.prisma, "Other")).id;
  third = (await createUser(db.prisma, "Third")).id;
});

const deck = async (visibility: "PUBLIC" | "UNLISTED" | "PRIVATE") =>
  (await createDeck({ userId: owner, name: `Talk ${visibility}`, formatId: "standard", visibility })).id;

describe("comments", () => {
  it("are posted on public and unlisted decks, refused on private ones, and read by anyone while shared", async () => {
    for (const visibility of ["PUBLIC", "UNLISTED"] as const) {
      const deckId = await deck(visibility);
      await lib.postComment({
        deckId,
        userId: other,
        body: `Nice [[${card.name.toUpperCase()}]] and [[No Such Card]]`,
      });
      const page = await lib.listComments({ deckId, viewerId: null });
      expect(page?.comments.map((c) => c.markdown)).toEqual([
        `Nice [${card.name.toUpperCase()}](/cards/${card.slug}) and [[No Such Card]]`,
      ]);
    }
    const hidden = await deck("PRIVATE");
    await expect(lib.postComment({ deckId: hidden, userId: other, body: "hi" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await lib.listComments({ deckId: hidden, viewerId: owner })).toBeNull();
  });

  it("hide with their deck made private and come back when it is shared again", async () => {
    const deckId = await deck("PUBLIC");
    await lib.postComment({ deckId, userId: other, body: "Kept" });
    await db.prisma.deck.update({ where: { id: deckId }, data: { visibility: "PRIVATE" } });
    expect(await lib.listComments({ deckId, viewerId: other })).toBeNull();
    await db.prisma.deck.update({ where: { id: deckId }, data: { visibility: "UNLISTED" } });
    expect((await lib.listComments({ deckId, viewerId: other }))?.total).toBe(1);
  });

  it("give edit to the author only and delete to the author and the deck's owner", async () => {
    const deckId = await deck("PUBLIC");
    await lib.postComment({ deckId, userId: other, body: "Mine" });
    const as = async (viewerId: string | null) => (await lib.listComments({ deckId, viewerId }))!.comments[0]!;
    expect(await as(null)).toMatchObject({ canEdit: false, canDelete: false });
    expect(await as(third)).toMatchObject({ canEdit: false, canDelete: false });
    expect(await as(other)).toMatchObject({ canEdit: true, canDelete: true });
    expect(await as(owner)).toMatchObject({ canEdit: false, canDelete: true });
  });

  it("take one level of replies, and notify the deck's owner and the replied-to author", async () => {
    const deckId = await deck("PUBLIC");
    const top = await lib.postComment({ deckId, userId: other, body: "Top" });
    const reply = await lib.postComment({ deckId, userId: owner, body: "Reply", parentId: top.id });
    await expect(
      lib.postComment({ deckId, userId: third, body: "Too deep", parentId: reply.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const page = await lib.listComments({ deckId, viewerId: null });
    expect(page?.comments[0]?.replies.map((r) => r.markdown)).toEqual(["Reply"]);
    const kinds = await db.prisma.notification.findMany({
      where: { comment: { deckId } },
      select: { userId: true, kind: true },
    });
    expect(kinds).toEqual(
      expect.arrayContaining([
        { userId: owner, kind: "COMMENT_ON_DECK" },
        { userId: other, kind: "REPLY" },
      ]),
    );
    expect(kinds).toHaveLength(2);
  });

  it("refuse hostile bodies with a reason and keep a suspended player from posting", async () => {
    const deckId = await deck("PUBLIC");
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => `[[Card ${i}]]`).join("");
    for (const body of ["x".repeat(100_000), "a\u0000b", tenThousand]) {
      await expect(lib.postComment({ deckId, userId: other, body })).rejects.toThrow();
    }
    await db.prisma.postingSuspension.create({ data: { userId: third, reason: "spam" } });
    await expect(lib.postComment({ deckId, userId: third, body: "hi" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await db.prisma.comment.count({ where: { deckId } })).toBe(0);
  });

  it("let through no more than the limit of 50 parallel posts", async () => {
    const deckId = await deck("PUBLIC");
    const poster = (await createUser(db.prisma, "Poster")).id;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => lib.postComment({ deckId, userId: poster, body: `Post ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(lib.COMMENT_LIMIT.max);
    expect(await db.prisma.comment.count({ where: { deckId } })).toBe(lib.COMMENT_LIMIT.max);
  });

  it("mark the deck's page stale and no other", async () => {
    const deckId = await deck("PUBLIC");
    const before = await db.prisma.cacheTag.findMany({ select: { tag: true, version: true } });
    await lib.postComment({ deckId, userId: other, body: "Fresh" });
    const after = await db.prisma.cacheTag.findMany({ select: { tag: true, version: true } });
    const old = new Map(before.map((t) => [t.tag, t.version]));
    expect(after.filter((t) => old.get(t.tag) !== t.version).map((t) => t.tag)).toEqual([deckPageTag(deckId)]);
  });

  it("let the author edit within the window, and the author or the deck's owner delete", async () => {
    const deckId = await deck("PUBLIC");
    const stranger = (await createUser(db.prisma, "Stranger")).id;
    const { id } = await lib.postComment({ deckId, userId: other, body: "First words" });
    for (const userId of [owner, stranger]) {
      await expect(lib.editComment({ commentId: id, userId, body: "Not yours" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    const later = new Date(Date.now() + (lib.EDIT_MINUTES + 1) * 60_000);
    await expect(lib.editComment({ commentId: id, userId: other, body: "Too late", now: later })).rejects.toMatchObject(
      { code: "NOT_FOUND" },
    );
    await lib.editComment({ commentId: id, userId: other, body: "Better words" });
    expect((await lib.listComments({ deckId, viewerId: null }))!.comments[0]).toMatchObject({
      markdown: "Better words",
      edited: true,
    });
    await expect(lib.deleteComment({ commentId: id, userId: stranger })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const reply = await lib.postComment({ deckId, userId: stranger, body: "A reply", parentId: id });
    await lib.deleteComment({ commentId: id, userId: owner });
    const [placeholder] = (await lib.listComments({ deckId, viewerId: null }))!.comments;
    expect(placeholder).toMatchObject({ deleted: true, markdown: "" });
    expect(placeholder!.replies.map((r) => r.id)).toEqual([reply.id]);
    await lib.deleteComment({ commentId: reply.id, userId: stranger });
    expect((await lib.listComments({ deckId, viewerId: null }))!.total).toBe(0);
  });
});
