import { beforeAll, describe, expect, it } from "vitest";
import { signIn, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";

// The collection's route handlers for the owner, another player and nobody,
// and hostile bodies: every refusal is a 4xx and writes nothing.
const db = useTestDatabase();
useSession();
let entries: typeof import("./entries/[cardId]/route");
let exportRoute: typeof import("./export/route");
let owned: typeof import("./owned/route");
let owner: Player;
let other: Player;
let cardId: number;

beforeAll(async () => {
  entries = await import("./entries/[cardId]/route");
  exportRoute = await import("./export/route");
  owned = await import("./owned/route");
  ({ owner, other } = await createPlayers(db.prisma, ["owner", "other"]));
  cardId = (await db.prisma.card.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
});

const context = (id: string | number) => ({ params: Promise.resolve({ cardId: String(id) }) });
const put = (id: string | number, body: string, type = "application/json") =>
  entries.PUT(
    new Request(`http://site.test/collection/entries/${id}`, {
      method: "PUT",
      headers: { "Content-Type": type },
      body,
    }),
    context(id),
  );
const get = (id: string | number) => entries.GET(new Request(`http://site.test/collection/entries/${id}`), context(id));
const rows = () => db.prisma.collectionEntry.findMany({ orderBy: [{ userId: "asc" }, { cardId: "asc" }] });

describe("one card's counts", () => {
  it("the owner reads and sets them; a stale value is a 409 with the stored counts", async () => {
    signIn(owner);
    expect(await (await get(cardId)).json()).toEqual({ owned: 0, wanted: 0 });
    const saved = await put(cardId, JSON.stringify({ field: "owned", value: 3, expected: 0 }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ owned: 3, wanted: 0 });
    const stale = await put(cardId, JSON.stringify({ field: "owned", value: 5, expected: 0 }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.current).toEqual({ owned: 3, wanted: 0 });
  });

  it("another player sees and changes only their own counts", async () => {
    signIn(other);
    expect(await (await get(cardId)).json()).toEqual({ owned: 0, wanted: 0 });
    const before = (await rows()).filter((r) => r.userId === owner.id);
    // Naming the owner's current value does not reach the owner's row.
    expect((await put(cardId, JSON.stringify({ field: "owned", value: 9, expected: 3 }))).status).toBe(409);
    expect((await rows()).filter((r) => r.userId === owner.id)).toEqual(before);
  });

  it("nobody signed in gets 401 for reading and writing, and the export sends them to sign in", async () => {
    signIn(null);
    const before = await rows();
    expect((await get(cardId)).status).toBe(401);
    expect((await put(cardId, JSON.stringify({ field: "owned", value: 1, expected: 0 }))).status).toBe(401);
    expect((await owned.GET(new Request(`http://site.test/collection/owned?ids=${cardId}`))).status).toBe(401);
    const exported = await exportRoute.GET(new Request("http://site.test/collection/export"));
    expect(exported.status).toBe(303);
    expect(exported.headers.get("location")).toContain("/signin");
    expect(await rows()).toEqual(before);
  });

  it("refuses bad bodies with a 4xx naming the problem, writing nothing", async () => {
    signIn(owner);
    const before = await rows();
    const cases: [string | number, string, string, number][] = [
      [cardId, JSON.stringify({ field: "owned", value: 100, expected: 3 }), "application/json", 422],
      [cardId, JSON.stringify({ field: "owned", value: -1, expected: 3 }), "application/json", 422],
      [cardId, JSON.stringify({ field: "colour", value: 1, expected: 3 }), "application/json", 422],
      [cardId, JSON.stringify({ field: "owned", value: 1, expected: 3, extra: true }), "application/json", 422],
      [cardId, "{not json", "application/json", 400],
      [cardId, "field=owned&value=1&expected=3", "application/x-www-form-urlencoded", 400],
      [
        cardId,
        JSON.stringify({ field: "owned", value: 1, expected: 3, pad: "x".repeat(5000) }),
        "application/json",
        413,
      ],
      ["abc", JSON.stringify({ field: "owned", value: 1, expected: 0 }), "application/json", 422],
      [99_999_999, JSON.stringify({ field: "owned", value: 1, expected: 0 }), "application/json", 404],
    ];
    for (const [id, body, type, status] of cases) {
      const response = await put(id, body, type);
      expect([String(id), body.slice(0, 40), response.status]).toEqual([String(id), body.slice(0, 40), status]);
    }
    const named = await (await put(cardId, JSON.stringify({ field: "owned", value: 100, expected: 3 }))).json();
    expect(named.error.issues[0].field).toBe("value");
    expect(await rows()).toEqual(before);
  });

  it("parallel writes from one value: exactly one 200, the rest 409, the stored value is the winner's", async () => {
    signIn(owner);
    const current = (await (await get(cardId)).json()).owned as number;
    const responses = await Promise.all(
      [10, 11, 12, 13].map((value) => put(cardId, JSON.stringify({ field: "owned", value, expected: current }))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = await responses.find((r) => r.status === 200)!.json();
    expect(await (await get(cardId)).json()).toEqual(winner);
  });
});

describe("exports and owned counts", () => {
  it("exports the owner's collection as CSV and text, and answers owned counts", async () => {
    signIn(owner);
    const csv = await exportRoute.GET(new Request("http://site.test/collection/export?format=csv"));
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("set,number,name,slug,owned,wanted");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect((await exportRoute.GET(new Request("http://site.test/collection/export?format=xml"))).status).toBe(422);
    const counts = await (
      await owned.GET(new Request(`http://site.test/collection/owned?ids=${cardId},${cardId + 1}`))
    ).json();
    expect(Object.keys(counts.owned)).toEqual([String(cardId)]);
    expect((await owned.GET(new Request("http://site.test/collection/owned?ids=1,x"))).status).toBe(422);
  });
});
