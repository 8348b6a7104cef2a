// An edited card's Meilisearch document: replaced once the edit commits, deleted when the card is gone. Against a
// real Meilisearch only when MEILISEARCH_HOST is set (reported as skipped otherwise), in an index of its own so the
// engine contract suite's index is left alone. An unreachable Meilisearch is tried always: the edit stands.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createUser } from "../../../tests/factories";
import { parseQuery } from "../query/parse";
import type { CatalogueSearch } from "../card-index";
import { createMeilisearchClient, createMeilisearchEngine, reindexMeilisearch } from "./engine";

const db = useTestDatabase();
let editCard: typeof import("../../catalogue-admin/edit-card").editCard;
let editorId: string;

const edit = async (slug: string, change: { name?: string; text?: string }, search: CatalogueSearch) => {
  const { name, text, flavor, cost, creditValue, subtypes, traits, keywords } = await db.prisma.card.findUniqueOrThrow({
    where: { slug },
  });
  const values = { name, text, flavor, cost, creditValue, subtypes, traits, keywords, ...change };
  return editCard({ slug, editorId, values, search });
};

const found = async (engine: CatalogueSearch, q: string) => {
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return (await engine.search({ query: parsed.ast, page: 1, pageSize: 100, sort: "name", facets: false })).ids;
};

beforeAll(async () => {
  ({ editCard } = await import("../../catalogue-admin/edit-card"));
  editorId = (await createUser(db.prisma, "Editor")).id;
  await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
});

describe("an unreachable Meilisearch", () => {
  it("leaves the edit made, and logs that a reindex brings the index in step", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const engine = createMeilisearchEngine(createMeilisearchClient("http://127.0.0.1:9"));
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { id: "desc" } });
    await expect(edit(card.slug, { text: "Edited with the index away." }, engine)).resolves.toEqual({ changed: 1 });
    expect((await db.prisma.card.findUniqueOrThrow({ where: { id: card.id } })).text).toBe(
      "Edited with the index away.",
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("search:reindex"));
    logged.mockRestore();
  });
});

const host = process.env.MEILISEARCH_HOST;
describe.skipIf(!host)("Meilisearch documents of edited cards (needs MEILISEARCH_HOST)", () => {
  const INDEX = "cards-edited-test";
  const client = host ? createMeilisearchClient(host, process.env.MEILISEARCH_API_KEY) : null;
  const engine = client ? createMeilisearchEngine(client, INDEX) : null;

  beforeAll(async () => {
    const rows = await db.prisma.card.findMany({ include: { set: { select: { position: true } } } });
    await reindexMeilisearch(client!, rows, INDEX);
  }, 120_000);
  afterAll(async () => {
    await client?.deleteIndex(INDEX).waitTask();
  });

  it("finds an edited card by its new name and its new text, no longer by its old name", async () => {
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "CREW" }, orderBy: { id: "asc" } });
    expect(await found(engine!, `!"${card.name}"`)).toEqual([card.id]);
    await edit(card.slug, { name: "Quokka Zanthrope", text: "Gain 1[credit] per xylograph." }, engine!);
    expect(await found(engine!, "quokka")).toEqual([card.id]);
    expect(await found(engine!, "o:xylograph")).toEqual([card.id]);
    expect(await found(engine!, `!"${card.name}"`)).toEqual([]);
  });

  it("deletes a card's document when the card is gone", async () => {
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { id: "asc" } });
    await engine!.cardsChanged!({ cards: [], goneIds: [card.id] });
    expect(await found(engine!, `!"${card.name}"`)).toEqual([]);
  });
});
