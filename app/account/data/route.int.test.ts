import { beforeAll, describe, expect, it } from "vitest";
import { signIn, useSession } from "../../../tests/session";
import { useTestDatabase } from "../../../tests/database";
import { createPlayers, type Player } from "../../../tests/factories";

// The data download and import handlers: signed out, bad bodies, and the
// owner's own data only.
const db = useTestDatabase();
useSession();
let route: typeof import("./route");
let owner: Player;
let other: Player;

beforeAll(async () => {
  route = await import("./route");
  ({ owner, other } = await createPlayers(db.prisma, ["owner", "other"]));
  await db.prisma.deck.create({ data: { ownerId: owner.id, name: "Owner's secret deck", formatId: "standard" } });
});

const post = (body: string, type = "application/json") =>
  route.POST(new Request("http://site.test/account/data", { method: "POST", headers: { "Content-Type": type }, body }));

describe("/account/data", () => {
  it("downloads only the signed-in player's data", async () => {
    signIn(other);
    const response = await route.GET(new Request("http://site.test/account/data"));
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="starport-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = await response.json();
    expect(data.profile.email).toBe(other.email);
    expect(data.decks).toEqual([]);
  });

  it("signed out: the download sends to sign in, the import is a 401", async () => {
    signIn(null);
    const response = await route.GET(new Request("http://site.test/account/data"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("/signin");
    expect((await post(JSON.stringify({ format: "starport-data", version: 1, decks: [] }))).status).toBe(401);
  });

  it("refuses bad bodies with a 4xx and writes nothing", async () => {
    signIn(other);
    const decks = () => db.prisma.deck.count();
    const before = await decks();
    expect((await post("{")).status).toBe(400);
    expect((await post("format=starport-data", "application/x-www-form-urlencoded")).status).toBe(400);
    expect(
      (await post(JSON.stringify({ format: "starport-data", version: 1, pad: "x".repeat(9 * 1024 * 1024) }))).status,
    ).toBe(413);
    const wrong = await post(
      JSON.stringify({ format: "starport-data", version: 1, decks: [{ name: "", format: "standard", cards: [] }] }),
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.issues[0].field).toBe("decks.0.name");
    expect(await decks()).toBe(before);
  });
});
