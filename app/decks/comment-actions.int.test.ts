import { beforeAll, describe, expect, it } from "vitest";
import { outcomeCode as code } from "../../tests/outcomes";
import { form, signIn as as, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, createTestDeck, createUser, type Player } from "../../tests/factories";

// The authorization matrix of the comment actions (deck page), the moderation actions (/admin/reports) and the
// unread-count endpoint: anonymous, another player, the comment's author, the deck's owner, a suspended player, an admin.
const db = useTestDatabase();
useSession();
let actions: typeof import("./comment-actions");
let admin: typeof import("../admin/reports/actions");
let unread: typeof import("../notifications/unread/route");
let who: Record<"owner" | "author" | "other" | "suspended" | "admin", Player>;
let deckId: string;

beforeAll(async () => {
  actions = await import("./comment-actions");
  admin = await import("../admin/reports/actions");
  unread = await import("../notifications/unread/route");
  who = await createPlayers(db.prisma, ["owner", "author", "other", "suspended", "admin"], {
    admins: ["admin"],
    suspended: ["suspended"],
  });
  deckId = await createTestDeck({ userId: who.owner.id, name: "Talked about", visibility: "PUBLIC" });
});

async function comment(body = "A fine deck"): Promise<string> {
  as(who.author);
  expect(code(await actions.postCommentAction(null, form({ deckId, body })))).toBe("ok");
  return (await db.prisma.comment.findFirstOrThrow({ where: { body }, orderBy: { createdAt: "desc" } })).id;
}
const row = (id: string) => db.prisma.comment.findUnique({ where: { id } });

describe("comment actions", () => {
  it("post: a signed-in player may, a visitor and a suspended player may not; bad input is a field error", async () => {
    as(null);
    expect(code(await actions.postCommentAction(null, form({ deckId, body: "anon" })))).toBe("FORBIDDEN");
    as(who.suspended);
    expect(code(await actions.postCommentAction(null, form({ deckId, body: "muted" })))).toBe("FORBIDDEN");
    for (const player of [who.other, who.owner, who.admin]) {
      as(player);
      expect(code(await actions.postCommentAction(null, form({ deckId, body: `from ${player.handle}` })))).toBe("ok");
    }
    as(who.other);
    const bad = await actions.postCommentAction(null, form({ deckId, body: "nul\u0000here" }));
    expect(bad).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", issues: [{ field: "body" }] } });
    const huge = await actions.postCommentAction(null, form({ deckId, body: "x".repeat(100_000) }));
    expect(code(huge)).toBe("INVALID_INPUT");
    expect(await db.prisma.comment.count({ where: { body: { in: ["anon", "muted"] } } })).toBe(0);
  });

  it("edit: only the author", async () => {
    const id = await comment("to edit");
    for (const player of [null, who.other, who.owner, who.suspended, who.admin]) {
      as(player);
      const result = await actions.editCommentAction(null, form({ commentId: id, body: "changed" }));
      expect(code(result), player?.name ?? "anonymous").toBe(player ? "NOT_FOUND" : "FORBIDDEN");
    }
    expect((await row(id))?.body).toBe("to edit");
    as(who.author);
    expect(code(await actions.editCommentAction(null, form({ commentId: id, body: "changed" })))).toBe("ok");
    expect(await row(id)).toMatchObject({ body: "changed", editedAt: expect.any(Date) });
  });

  it("delete: the author or the deck's owner, nobody else", async () => {
    const id = await comment("to delete");
    for (const player of [null, who.other, who.suspended, who.admin]) {
      as(player);
      const result = await actions.deleteCommentAction(null, form({ commentId: id }));
      expect(code(result), player?.name ?? "anonymous").toBe(player ? "NOT_FOUND" : "FORBIDDEN");
    }
    expect(await row(id)).not.toBeNull();
    as(who.owner);
    expect(code(await actions.deleteCommentAction(null, form({ commentId: id })))).toBe("ok");
    expect(await row(id)).toBeNull();
    const own = await comment("mine to delete");
    expect(code(await actions.deleteCommentAction(null, form({ commentId: own })))).toBe("ok");
    expect(await row(own)).toBeNull();
  });

  it("report: any other signed-in player (a suspended one too), not the author, not a visitor", async () => {
    const id = await comment("to report");
    as(null);
    expect(code(await actions.reportCommentAction(null, form({ commentId: id, reason: "rude" })))).toBe("FORBIDDEN");
    as(who.author);
    expect(code(await actions.reportCommentAction(null, form({ commentId: id, reason: "rude" })))).toBe("NOT_FOUND");
    as(who.other);
    expect(code(await actions.reportCommentAction(null, form({ commentId: id, reason: " " })))).toBe("INVALID_INPUT");
    for (const player of [who.other, who.owner, who.suspended, who.admin]) {
      as(player);
      expect(code(await actions.reportCommentAction(null, form({ commentId: id, reason: "rude" })))).toBe("ok");
    }
    expect(await db.prisma.commentReport.count({ where: { commentId: id } })).toBe(4);
  });
});

describe("moderation actions", () => {
  it("hide and show again: only an admin, with a reason to hide; the author then reads why", async () => {
    const id = await comment("to hide");
    for (const player of [null, who.other, who.author, who.owner, who.suspended]) {
      as(player);
      const result = await admin.moderateCommentAction(null, form({ commentId: id, hidden: "true", reason: "no" }));
      expect(code(result), player?.name ?? "anonymous").toBe("FORBIDDEN");
    }
    expect((await row(id))?.hiddenAt).toBeNull();
    as(who.admin);
    expect(code(await admin.moderateCommentAction(null, form({ commentId: id, hidden: "true" })))).toBe(
      "INVALID_INPUT",
    );
    expect(code(await admin.moderateCommentAction(null, form({ commentId: id, hidden: "true", reason: "rude" })))).toBe(
      "ok",
    );
    const { listComments } = await import("@/lib/comments/list-comments");
    const seenBy = async (viewerId: string | null) =>
      (await listComments({ deckId, viewerId }))!.comments.find((c) => c.id === id);
    expect(await seenBy(who.other.id)).toBeUndefined();
    expect(await seenBy(null)).toBeUndefined();
    expect(await seenBy(who.author.id)).toMatchObject({ hiddenReason: "rude", markdown: "to hide" });
    expect(code(await admin.moderateCommentAction(null, form({ commentId: id, hidden: "false" })))).toBe("ok");
    expect(await seenBy(null)).toMatchObject({ markdown: "to hide", hiddenReason: null });
  });

  it("suspend and lift: only an admin; a suspended player cannot post until lifted", async () => {
    const target = await createUser(db.prisma, "target");
    for (const player of [null, who.other, who.author, who.owner, who.suspended]) {
      as(player);
      const result = await admin.suspendPostingAction(
        null,
        form({ handle: target.handle, suspended: "true", reason: "spam" }),
      );
      expect(code(result), player?.name ?? "anonymous").toBe("FORBIDDEN");
    }
    expect(await db.prisma.postingSuspension.count({ where: { userId: target.id } })).toBe(0);
    as(who.admin);
    expect(
      code(await admin.suspendPostingAction(null, form({ handle: target.handle, suspended: "true", reason: "spam" }))),
    ).toBe("ok");
    as(target);
    expect(code(await actions.postCommentAction(null, form({ deckId, body: "let me" })))).toBe("FORBIDDEN");
    as(who.admin);
    expect(code(await admin.suspendPostingAction(null, form({ handle: target.handle, suspended: "false" })))).toBe(
      "ok",
    );
    as(target);
    expect(code(await actions.postCommentAction(null, form({ deckId, body: "let me" })))).toBe("ok");
  });
});

describe("notifications", () => {
  it("the unread count: 0 for a visitor, the owner's own count, none for another player; reading clears it", async () => {
    const count = async (player: Player | null) => {
      as(player);
      const response = await unread.GET();
      expect(response.headers.get("cache-control")).toContain("no-store");
      return ((await response.json()) as { unread: number }).unread;
    };
    const before = await count(who.owner);
    await comment("hello owner");
    expect(await count(who.owner)).toBe(before + 1);
    expect(await count(null)).toBe(0);
    const { readNotifications } = await import("@/lib/comments/notifications");
    const read = await readNotifications({ userId: who.owner.id });
    expect(read[0]).toMatchObject({ kind: "COMMENT_ON_DECK", author: who.author.handle, unread: true });
    expect(await count(who.owner)).toBe(0);
    expect(await readNotifications({ userId: who.other.id })).not.toContainEqual(
      expect.objectContaining({ excerpt: "hello owner" }),
    );
  });
});
