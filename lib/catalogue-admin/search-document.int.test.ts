import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";
import type { CardsChanged, CatalogueSearch } from "../search/card-index";
import type { CardEdit } from "./schemas";

// An edit or an erratum tells the search engine of the card once committed, through the search interface: an
// engine keeping its own copy (Meilisearch) gets the card as it now is. An engine that cannot be reached leaves the
// edit made and says so in the log. The engine here is a stand-in object; the database is real.
const db = useTestDatabase();
let lib: typeof import("./edit-card") & typeof import("./add-erratum");
let editorId: string;
let slug: string;

/** An engine that records what it is told, with the card's text as committed when it was told. */
function recordingEngine() {
  const told: { change: CardsChanged; committedText: string | undefined }[] = [];
  const engine: CatalogueSearch = {
    name: "meilisearch",
    search: () => Promise.reject(new Error("not searched here")),
    async cardsChanged(change) {
      const committed = await db.prisma.card.findUnique({ where: { id: change.cards[0]?.id ?? -1 } });
      told.push({ change, committedText: committed?.text });
    },
  };
  return { engine, told };
}

const valuesOf = async (): Promise<CardEdit> => {
  const c = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
  const { name, text, flavor, cost, creditValue, subtypes, traits, keywords } = c;
  return { name, text, flavor, cost, creditValue, subtypes, traits, keywords };
};

beforeAll(async () => {
  lib = { ...(await import("./edit-card")), ...(await import("./add-erratum")) };
  editorId = (await createUser(db.prisma, "Editor")).id;
  await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
  slug = (await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { id: "asc" } })).slug;
});

afterEach(() => vi.restoreAllMocks());

describe("the search engine's copy of an edited card", () => {
  it("is replaced after an edit commits, with the card as it now is", async () => {
    const { engine, told } = recordingEngine();
    const text = "Edited for the index: gain 1[credit].";
    await lib.editCard({ slug, editorId, values: { ...(await valuesOf()), text }, search: engine });
    expect(told).toHaveLength(1);
    expect(told[0]!.change.goneIds).toEqual([]);
    expect(told[0]!.change.cards).toEqual([expect.objectContaining({ slug, text, set: expect.any(Object) })]);
    expect(told[0]!.committedText).toBe(text);
  });

  it("is replaced after an erratum, and left alone by an edit that changes nothing", async () => {
    const { engine, told } = recordingEngine();
    await lib.editCard({ slug, editorId, values: await valuesOf(), search: engine });
    expect(told).toHaveLength(0);
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const corrected = `${card.text} Then draw 1 card.`;
    const erratum = { printed: card.printedText, corrected, date: "2026-11-20", source: "Errata v1.1" };
    await lib.addErratum({ slug, editorId, erratum, search: engine });
    expect(told.map((t) => t.change.cards.map((c) => c.text))).toEqual([[corrected]]);
  });

  it("once replaced, drops the searches kept from the old copy since the commit", async () => {
    // A search answered between the commit and the engine's new copy was kept with the old card.
    const searchTag = async () =>
      (await db.prisma.cacheTag.findUniqueOrThrow({ where: { tag: "search" }, select: { version: true } })).version;
    const whenTold: bigint[] = [];
    const engine: CatalogueSearch = {
      name: "meilisearch",
      search: () => Promise.reject(new Error("not searched here")),
      cardsChanged: async () => void whenTold.push(await searchTag()),
    };
    await lib.editCard({
      slug,
      editorId,
      values: { ...(await valuesOf()), text: "Edited behind a kept search." },
      search: engine,
    });
    expect(whenTold).toHaveLength(1);
    expect(await searchTag()).toBeGreaterThan(whenTold[0]!);
  });

  it("keeps the edit when the engine cannot be reached, and logs what to run", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable: CatalogueSearch = {
      name: "meilisearch",
      search: () => Promise.reject(new Error("not searched here")),
      cardsChanged: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:7700")),
    };
    const text = "Edited while the index is down.";
    await expect(
      lib.editCard({ slug, editorId, values: { ...(await valuesOf()), text }, search: unreachable }),
    ).resolves.toEqual({ changed: 1 });
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug } })).text).toBe(text);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED.*search:reindex/));
  });

  it("is left to PostgreSQL's own rows when the engine keeps no copy", async () => {
    const postgres: CatalogueSearch = {
      name: "postgres",
      search: () => Promise.reject(new Error("not searched here")),
    };
    const text = "Edited with PostgreSQL search.";
    await expect(
      lib.editCard({ slug, editorId, values: { ...(await valuesOf()), text }, search: postgres }),
    ).resolves.toEqual({ changed: 1 });
  });

  it("is deleted when the edited card is retired, which search never finds", async () => {
    const { engine, told } = recordingEngine();
    const card = await db.prisma.card.update({ where: { slug }, data: { retiredAt: new Date("2026-11-27") } });
    await lib.editCard({
      slug,
      editorId,
      values: { ...(await valuesOf()), text: "Edited once retired." },
      search: engine,
    });
    expect(told.map((t) => t.change)).toEqual([{ cards: [], goneIds: [card.id] }]);
  });
});
