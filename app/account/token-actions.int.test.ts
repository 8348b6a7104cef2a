import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// The token actions for the owner, another signed-in player and nobody.
type Player = { id: string; email: string; name: string | null };
const signedIn = vi.hoisted(() => ({ user: null as Player | null }));

vi.mock("@/lib/auth/current-user", async () => {
  const { AppError } = await import("@/lib/http/errors");
  return {
    getCurrentUser: async () => signedIn.user,
    requireUser: async () => {
      if (!signedIn.user) throw new AppError("FORBIDDEN", "Sign in to do that.");
      return signedIn.user;
    },
  };
});
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const db = useTestDatabase();
let actions: typeof import("./token-actions");
let owner: Player;
let other: Player;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

beforeAll(async () => {
  actions = await import("./token-actions");
  owner = await createUser(db.prisma, "Owner");
  other = await createUser(db.prisma, "Other");
});
beforeEach(() => {
  signedIn.user = null;
});

describe("create token", () => {
  it("creates a token for the signed-in player and answers its secret once", async () => {
    signedIn.user = owner;
    const result = await actions.createTokenAction(null, form({ name: "sync", scope: "WRITE", userId: other.id }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.secret).toMatch(/^sp_/);
    const rows = await db.prisma.apiToken.findMany({ where: { name: "sync" } });
    expect(rows.map((r) => [r.userId, r.scope])).toEqual([[owner.id, "WRITE"]]);
  });

  it("names the field for a bad name or scope, and refuses nobody", async () => {
    signedIn.user = owner;
    const bad = await actions.createTokenAction(null, form({ name: "", scope: "ROOT" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.issues?.map((i) => i.field).sort()).toEqual(["name", "scope"]);
    signedIn.user = null;
    const before = await db.prisma.apiToken.count();
    const nobody = await actions.createTokenAction(null, form({ name: "x", scope: "READ" }));
    expect(nobody).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await db.prisma.apiToken.count()).toBe(before);
  });
});

describe("revoke token", () => {
  it("revokes the owner's token; another player and nobody are refused and it stays live", async () => {
    signedIn.user = owner;
    const created = await actions.createTokenAction(null, form({ name: "to revoke", scope: "READ" }));
    const id = (await db.prisma.apiToken.findFirstOrThrow({ where: { name: "to revoke" } })).id;
    expect(created.ok).toBe(true);
    signedIn.user = other;
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    signedIn.user = null;
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toMatchObject({
      ok: false,
      error: { code: "FORBIDDEN" },
    });
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id } })).revokedAt).toBeNull();
    signedIn.user = owner;
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toEqual({ ok: true, value: "Token revoked." });
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id } })).revokedAt).not.toBeNull();
  });
});
