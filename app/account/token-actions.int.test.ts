import { beforeAll, describe, expect, it, vi } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";

// The token actions for the owner, another signed-in player and nobody.

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const db = useTestDatabase();
useSession();
let actions: typeof import("./token-actions");
let owner: Player;
let other: Player;

beforeAll(async () => {
  actions = await import("./token-actions");
  ({ owner, other } = await createPlayers(db.prisma, ["owner", "other"]));
});

describe("create token", () => {
  it("creates a token for the signed-in player and answers its secret once", async () => {
    signIn(owner);
    const result = await actions.createTokenAction(null, form({ name: "sync", scope: "WRITE", userId: other.id }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.secret).toMatch(/^sp_/);
    const rows = await db.prisma.apiToken.findMany({ where: { name: "sync" } });
    expect(rows.map((r) => [r.userId, r.scope])).toEqual([[owner.id, "WRITE"]]);
  });

  it("names the field for a bad name or scope, and refuses nobody", async () => {
    signIn(owner);
    const bad = await actions.createTokenAction(null, form({ name: "", scope: "ROOT" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.issues?.map((i) => i.field).sort()).toEqual(["name", "scope"]);
    signIn(null);
    const before = await db.prisma.apiToken.count();
    const nobody = await actions.createTokenAction(null, form({ name: "x", scope: "READ" }));
    expect(nobody).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await db.prisma.apiToken.count()).toBe(before);
  });
});

describe("revoke token", () => {
  it("revokes the owner's token; another player and nobody are refused and it stays live", async () => {
    signIn(owner);
    const created = await actions.createTokenAction(null, form({ name: "to revoke", scope: "READ" }));
    const id = (await db.prisma.apiToken.findFirstOrThrow({ where: { name: "to revoke" } })).id;
    expect(created.ok).toBe(true);
    signIn(other);
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    signIn(null);
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toMatchObject({
      ok: false,
      error: { code: "FORBIDDEN" },
    });
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id } })).revokedAt).toBeNull();
    signIn(owner);
    expect(await actions.revokeTokenAction(null, form({ tokenId: id }))).toEqual({ ok: true, value: "Token revoked." });
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id } })).revokedAt).not.toBeNull();
  });
});
