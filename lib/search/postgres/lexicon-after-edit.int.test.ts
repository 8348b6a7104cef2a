// An editor's change to a card reaches the word lexicon once committed: a word the catalogue did not hold before is
// found as typed, begun and misspelt (the lexicon says which words exist: before, the search knew no such word).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createUser } from "../../../tests/factories";
import { CACHE_TAGS } from "../../cache/tags";
import { parseQuery } from "../query/parse";

const db = useTestDatabase();
let editCard: typeof import("../../catalogue-admin/edit-card").editCard;
let afterCardCommitted: typeof import("../../catalogue-admin/after-card-change").afterCardCommitted;
let getSearchEngine: typeof import("../index").getSearchEngine;
let editorId: string;

async function firstFound(q: string): Promise<string | undefined> {
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const hits = await getSearchEngine().search({ query: parsed.ast, page: 1, pageSize: 5, sort: "relevance" });
  if (!hits.ids[0]) return undefined;
  return (await db.prisma.card.findUniqueOrThrow({ where: { id: hits.ids[0] } })).slug;
}

async function renamed(slug: string, name: string) {
  const card = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
  await editCard({
    slug,
    editorId,
    values: {
      name,
      text: card.text,
      flavor: card.flavor,
      cost: card.cost,
      creditValue: card.creditValue,
      subtypes: card.subtypes,
      traits: card.traits,
      keywords: card.keywords,
    },
  });
}

beforeAll(async () => {
  ({ editCard } = await import("../../catalogue-admin/edit-card"));
  ({ afterCardCommitted } = await import("../../catalogue-admin/after-card-change"));
  ({ getSearchEngine } = await import("../index"));
  editorId = (await createUser(db.prisma, "Editor")).id;
  await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
});

describe("a card renamed with a word new to the catalogue", () => {
  it("is found by that word as typed, halfway and with a typo", async () => {
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { id: "asc" } });
    expect(await firstFound("zephyrine")).toBeUndefined();
    await renamed(card.slug, "Zephyrine Lantern");
    expect(await firstFound("zephyrine")).toBe(card.slug);
    expect(await firstFound("zephyr lant")).toBe(card.slug);
    expect(await firstFound("zephyirne")).toBe(card.slug);
  });

  it("is found after edits committed at once, each building the lexicon again", async () => {
    const cards = await db.prisma.card.findMany({ where: { type: "CREW" }, orderBy: { id: "asc" }, take: 3 });
    const words = ["quillback", "marrowind", "solsticer"];
    await Promise.all(cards.map((card, i) => renamed(card.slug, `${words[i]} ${card.name}`)));
    for (const [i, card] of cards.entries()) expect(await firstFound(words[i]!)).toBe(card.slug);
  });

  it("drops the searches kept meanwhile once the lexicon is built", async () => {
    const version = async () =>
      (await db.prisma.cacheTag.findUnique({ where: { tag: CACHE_TAGS.search } }))?.version ?? 0n;
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { id: "asc" } });
    const before = await version();
    await afterCardCommitted({ cardId: card.id });
    expect(await version()).toBeGreaterThan(before);
  });
});
