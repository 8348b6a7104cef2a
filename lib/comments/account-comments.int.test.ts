import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// Leaving and coming back: a deleted account's comments stay as "a deleted player", the download holds the player's
// comments, and the import writes them again only on decks still shared, reporting how many it skipped.
const db = useTestDatabase();
let owner: string;
let deckIds: Record<"open" | "closing" | "going", string>;

beforeAll(async () => {
  const { createDeck } = await import("../decks/create-deck");
  owner = (await createUser(db.prisma, "Owner")).id;
  const deck = async (name: string) =>
    (await createDeck({ userId: owner, name, formatId: "standard", visibility: "PUBLIC" })).id;
  deckIds = { open: await deck("Open"), closing: await deck("Closing"), going: await deck("Going") };
});

describe("a player's comments when leaving", () => {
  it("are in the download, come back on shared decks only (the rest counted), and stay after the account goes", async () => {
    const { postComment } = await import("./post-comment");
    const { listComments } = await import("./list-comments");
    const { exportData } = await import("../account/export-data");
    const { importData } = await import("../account/import-data");
    const { deleteAccount } = await import("../account/delete-account");
    const leaver = await createUser(db.prisma, "Leaver");
    const top = await postComment({ deckId: deckIds.open, userId: leaver.id, body: "First [[thoughts]]" });
    await postComment({ deckId: deckIds.open, userId: owner, body: "Owner's note" });
    await postComment({ deckId: deckIds.open, userId: leaver.id, body: "A reply to myself", parentId: top.id });
    await postComment({ deckId: deckIds.closing, userId: leaver.id, body: "On a deck made private" });
    await postComment({ deckId: deckIds.going, userId: leaver.id, body: "On a deck deleted" });

    const document = JSON.parse(JSON.stringify(await exportData({ userId: leaver.id })));
    expect(document.comments.map((c: { body: string }) => c.body)).toEqual([
      "First [[thoughts]]",
      "A reply to myself",
      "On a deck made private",
      "On a deck deleted",
    ]);
    expect(document.comments[1]).toMatchObject({ deckId: deckIds.open, parentId: top.id });

    await deleteAccount({ userId: leaver.id, confirmEmail: leaver.email });
    const page = await listComments({ deckId: deckIds.open, viewerId: null });
    expect(page!.comments[0]).toMatchObject({ author: null, markdown: "First [[thoughts]]" });
    expect(page!.comments[0]!.replies[0]).toMatchObject({ author: null, markdown: "A reply to myself" });

    await db.prisma.deck.update({ where: { id: deckIds.closing }, data: { visibility: "PRIVATE" } });
    await db.prisma.deck.delete({ where: { id: deckIds.going } });
    await db.prisma.comment.deleteMany({ where: { deckId: deckIds.open, authorId: null } });
    const back = await createUser(db.prisma, "Back");
    const report = await importData({ userId: back.id, document });
    expect(report.comments).toEqual({ imported: 2, skipped: 2 });
    const again = await listComments({ deckId: deckIds.open, viewerId: null });
    const mine = again!.comments.find((c) => c.author === back.handle)!;
    expect(mine.markdown).toBe("First [[thoughts]]");
    expect(mine.replies.map((r) => [r.author, r.markdown])).toEqual([[back.handle, "A reply to myself"]]);
    // Imported again: nothing written twice.
    expect((await importData({ userId: back.id, document })).comments).toEqual({ imported: 0, skipped: 2 });
    expect(await db.prisma.comment.count({ where: { authorId: back.id } })).toBe(2);
  });

  it("are refused to a suspended player, and a hostile document is a 422 before anything is written", async () => {
    const { importData } = await import("../account/import-data");
    const player = await createUser(db.prisma, "Muted");
    await db.prisma.postingSuspension.create({ data: { userId: player.id, reason: "spam" } });
    const comment = { id: "c1", deckId: deckIds.open, parentId: null, body: "hello", createdAt: "2026-01-01" };
    const base = { format: "starport-data", version: 1 };
    expect((await importData({ userId: player.id, document: { ...base, comments: [comment] } })).comments).toEqual({
      error: expect.stringContaining("suspended"),
    });
    const other = await createUser(db.prisma, "Hostile");
    for (const body of ["", "x".repeat(10_000), "a\u0000b"])
      await expect(
        importData({ userId: other.id, document: { ...base, comments: [{ ...comment, body }] } }),
      ).rejects.toMatchObject({ name: "ZodError" });
    expect(await db.prisma.comment.count({ where: { authorId: { in: [player.id, other.id] } } })).toBe(0);
  });
});
