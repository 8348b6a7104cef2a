import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createTestDeck, createUser } from "../../tests/factories";
import { cardReviewsTag, deckPageTag } from "../cache/tags";
import type { AppError } from "../http/errors";
import { profileFormSchema } from "./handle";

// Handles: unique in any case, reserved words and lookalikes refused, a change
// reserves the old handle for 30 days and redirects its profile; roles by handle.
const db = useTestDatabase();
let lib: {
  updateProfile: typeof import("./update-profile").updateProfile;
  getProfile: typeof import("./get-profile").getProfile;
  setRole: typeof import("./roles").setRole;
  suggestHandle: typeof import("./suggest-handle").suggestHandle;
};
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code,
  );
/** The server's path for a form submission: the shared schema, then the write. */
const submit = (userId: string, handle: string, bio = "") =>
  Promise.resolve()
    .then(() => profileFormSchema.parse({ handle, bio }))
    .then((form) => lib.updateProfile({ userId, ...form }))
    .catch((e: { code?: string; name?: string }) => Promise.reject({ code: e.code ?? e.name }));

beforeAll(async () => {
  lib = {
    ...(await import("./update-profile")),
    ...(await import("./get-profile")),
    ...(await import("./roles")),
    ...(await import("./suggest-handle")),
  };
});

describe("handles", () => {
  it("gives every new account a player-<random> handle to be chosen later", async () => {
    const [a, b] = [await createUser(db.prisma, "Ann"), await createUser(db.prisma, "Ann")];
    expect(a.handle).toMatch(/^player-[0-9a-f]{10}$/);
    expect(a.handle).not.toBe(b.handle);
    expect(a.handleChosen).toBe(false);
  });

  it("is unique without regard to case", async () => {
    const [a, b] = [await createUser(db.prisma), await createUser(db.prisma)];
    expect(await code(submit(a.id, "Zephyr"))).toBe("resolved");
    expect(await code(submit(b.id, "zEPHYR"))).toBe("CONFLICT");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: a.id } })).handleChosen).toBe(true);
    // The holder may change the case of their own handle.
    expect(await code(submit(a.id, "ZEPHYR"))).toBe("resolved");
  });

  it("refuses reserved words and lookalike letters before writing", async () => {
    const a = await createUser(db.prisma);
    for (const handle of ["admin", "Api", "\u0430dmin", "ze phyr"])
      expect(await code(submit(a.id, handle))).toBe("ZodError");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: a.id } })).handle).toBe(a.handle);
  });

  it("suggests a free handle that does not come from the email", async () => {
    const suggestion = await lib.suggestHandle();
    expect(profileFormSchema.shape.handle.safeParse(suggestion).success).toBe(true);
    expect(await db.prisma.user.findUnique({ where: { handle: suggestion } })).toBeNull();
  });

  it("reserves the old handle for 30 days and redirects its profile meanwhile", async () => {
    const [a, b] = [await createUser(db.prisma), await createUser(db.prisma)];
    await submit(a.id, "old-name");
    const before = Date.now();
    await submit(a.id, "new-name", "Hello *there*");
    const reservation = await db.prisma.handleReservation.findUniqueOrThrow({ where: { handle: "old-name" } });
    expect(reservation.userId).toBe(a.id);
    const days = (reservation.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);

    expect(await lib.getProfile({ handle: "OLD-NAME" })).toEqual({ movedTo: "new-name", profile: null });
    expect(await code(submit(b.id, "old-name"))).toBe("CONFLICT");
    // The old holder may take it back.
    expect(await code(submit(a.id, "Old-Name"))).toBe("resolved");
    expect(await db.prisma.handleReservation.findUnique({ where: { handle: "old-name" } })).toBeNull();
    await submit(a.id, "newer-name");

    // Past 30 days the reservation lapses: no redirect, and anyone may take it.
    await db.prisma.handleReservation.update({ where: { handle: "old-name" }, data: { expiresAt: new Date(before) } });
    expect(await lib.getProfile({ handle: "old-name" })).toBeNull();
    expect(await code(submit(b.id, "old-name"))).toBe("resolved");
    expect((await lib.getProfile({ handle: "old-name" }))?.profile?.bio).toBe("");
  });

  it("drops cached public deck pages when a handle changes", async () => {
    const a = await createUser(db.prisma);
    const version = async () =>
      (await db.prisma.cacheTag.findUnique({ where: { tag: "public-decks" } }))?.version ?? 0n;
    const start = await version();
    await submit(a.id, "tagged-handle");
    const renamed = await version();
    expect(renamed).toBeGreaterThan(start);
    await submit(a.id, "tagged-handle", "only the bio");
    expect(await version()).toBe(renamed);
  });

  it("drops the pages of the cards a player reviewed and of the shared decks they own or commented on, no others", async () => {
    const [player, owner] = [await createUser(db.prisma), await createUser(db.prisma)];
    const [reviewed, unreviewed] = await db.prisma.card.findMany({ orderBy: { id: "asc" }, take: 2 });
    await db.prisma.cardReview.create({ data: { cardId: reviewed!.id, authorId: player.id, body: "Good." } });
    const own = await createTestDeck({ userId: player.id, name: "Mine", visibility: "UNLISTED" });
    const ownPrivate = await createTestDeck({ userId: player.id, name: "Hidden away" });
    const commented = await createTestDeck({ userId: owner.id, name: "Talked about", visibility: "PUBLIC" });
    const quiet = await createTestDeck({ userId: owner.id, name: "Quiet", visibility: "PUBLIC" });
    await db.prisma.comment.create({ data: { deckId: commented, authorId: player.id, body: "Nice." } });
    const tags = [
      cardReviewsTag(reviewed!.id),
      deckPageTag(own),
      deckPageTag(commented),
      cardReviewsTag(unreviewed!.id),
      deckPageTag(ownPrivate),
      deckPageTag(quiet),
    ];
    const versions = async () => {
      const rows = await db.prisma.cacheTag.findMany({ where: { tag: { in: tags } } });
      return tags.map((tag) => rows.find((row) => row.tag === tag)?.version ?? 0n);
    };
    const before = await versions();
    await submit(player.id, "renamed-reviewer");
    const after = await versions();
    expect(after.map((v, i) => v > before[i]!)).toEqual([true, true, true, false, false, false]);
    await submit(player.id, "renamed-reviewer", "only the bio");
    expect(await versions()).toEqual(after);
  });
});

describe("roles", () => {
  it("grants and removes roles by handle, in any case", async () => {
    const a = await createUser(db.prisma);
    await submit(a.id, "role-holder");
    const set = (role: "EDITOR" | "ADMIN", granted: boolean) =>
      lib.setRole({ prisma: db.prisma, handle: "ROLE-holder", role, granted });
    expect(await set("EDITOR", true)).toEqual(["EDITOR"]);
    expect(await set("EDITOR", true)).toEqual(["EDITOR"]);
    expect(await set("ADMIN", true)).toEqual(["EDITOR", "ADMIN"]);
    expect(await set("EDITOR", false)).toEqual(["ADMIN"]);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: a.id } })).roles).toEqual(["ADMIN"]);
    expect(await code(lib.setRole({ prisma: db.prisma, handle: "nobody-here", role: "ADMIN", granted: true }))).toBe(
      "NOT_FOUND",
    );
  });
});
