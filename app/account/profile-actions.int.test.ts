import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { callApi } from "@/lib/api/routes.testing";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";

// The authorization matrix of profile and role actions: anonymous, another
// player, the owner and an admin. Only the owner changes the owner's handle and
// bio; nobody gains a role through the site (not even an admin, not by a forged
// field); the public profile shows the same public fields to everyone, never an email.
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

const db = useTestDatabase();
useSession();
let actions: typeof import("./profile-actions");
let owner: Player;
let other: Player;
let admin: Player;
const actors = () => ({ anonymous: null, other, owner, admin });

beforeAll(async () => {
  actions = await import("./profile-actions");
  ({ owner, other, admin } = await createPlayers(db.prisma, ["owner", "other", "admin"], { admins: ["admin"] }));
});
beforeEach(async () => {
  await db.prisma.user.update({ where: { id: owner.id }, data: { handle: "owner-handle", bio: "mine", roles: [] } });
});

const ownerRow = () => db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });

describe("updateProfileAction", () => {
  it.each(["anonymous", "other", "owner", "admin"] as const)("as %s", async (who) => {
    signIn(actors()[who]);
    const result = await actions.updateProfileAction(
      null,
      form({ handle: `${who}-new`, bio: "changed", userId: owner.id, roles: "ADMIN" }),
    );
    const row = await ownerRow();
    if (who === "anonymous") expect(result).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    else expect(result.ok).toBe(true);
    // Only the owner's own submission reaches the owner's row.
    expect(row.handle).toBe(who === "owner" ? "owner-new" : "owner-handle");
    expect(row.bio).toBe(who === "owner" ? "changed" : "mine");
    expect(row.roles).toEqual([]);
    if (who === "other" || who === "admin") {
      const mine = await db.prisma.user.findUniqueOrThrow({ where: { id: actors()[who].id } });
      expect(mine.handle).toBe(`${who}-new`);
      expect(mine.roles).toEqual(who === "admin" ? ["ADMIN"] : []);
    }
  });

  it("refuses a reserved or taken handle with a reason, for the owner too", async () => {
    signIn(owner);
    const reserved = await actions.updateProfileAction(null, form({ handle: "Admin", bio: "" }));
    expect(reserved).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    await db.prisma.user.update({ where: { id: other.id }, data: { handle: "taken-one" } });
    const taken = await actions.updateProfileAction(null, form({ handle: "TAKEN-one", bio: "" }));
    expect(taken).toMatchObject({ ok: false, error: { code: "CONFLICT" } });
    expect((await ownerRow()).handle).toBe("owner-handle");
  });
});

describe("chooseHandleAction", () => {
  it.each(["anonymous", "other", "owner", "admin"] as const)("as %s", async (who) => {
    signIn(actors()[who]);
    const outcome = await actions
      .chooseHandleAction(null, form({ handle: `${who}-picked`, then: "https://evil.example/x" }))
      .catch((e: { to?: string }) => e.to);
    if (who === "anonymous") expect(outcome).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    // After saving it goes on, never off the site.
    else expect(outcome).toBe("/");
    expect((await ownerRow()).handle).toBe(who === "owner" ? "owner-picked" : "owner-handle");
    expect((await ownerRow()).bio).toBe("mine");
  });
});

describe("GET /api/v1/users/{handle}", () => {
  it.each(["anonymous", "other", "owner", "admin"] as const)("shows %s the same public fields", async (who) => {
    signIn(actors()[who]);
    const res = await callApi("GET", "/users/OWNER-handle");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["bio", "decks", "handle", "joined", "likesReceived", "url"]);
    expect(body).toMatchObject({ handle: "owner-handle", bio: "mine" });
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it("answers 404 for an unknown handle and 422 for one that cannot be a handle", async () => {
    expect((await callApi("GET", "/users/nobody-at-all")).status).toBe(404);
    expect((await callApi("GET", "/users/a")).status).toBe(422);
  });
});
