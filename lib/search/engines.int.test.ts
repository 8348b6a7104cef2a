// The engine contract suite: the same queries, with the exact expected cards
// computed from the seed files, against every engine available. Meilisearch
// runs only when MEILISEARCH_HOST is set (reported as skipped otherwise).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import type { CardRecord } from "../cards/card-record";
import type { SearchEngine } from "./engine";
import { createPostgresEngine } from "./postgres/engine";
import { createMeilisearchClient, createMeilisearchEngine, reindexMeilisearch } from "./meilisearch/engine";
import { parseQuery } from "./query/parse";

const { cards } = readCatalogue();
const lower = (s: string) => s.toLowerCase();
const has = (list: string[], value: string) => list.some((x) => lower(x) === lower(value));
const words = (c: CardRecord) => `${c.name} ${c.text}`.toLowerCase();
const keywordNames = (c: CardRecord) => c.keywords.map((k) => lower(k.split(" ")[0]!));
const trifling = (c: CardRecord) => keywordNames(c).includes("trifling") || keywordNames(c).includes("hindrance");
const requirementsOf = (c: CardRecord) =>
  [c.contract, c.complication].flatMap((f) => (f ? [...f.requirements, ...f.subplots.flatMap((s) => s.requirements)] : []));

/** Each query with an oracle: which seed cards it must return. */
const CASES: [string, (c: CardRecord) => boolean][] = [
  ["t:crew", (c) => c.type === "CREW"],
  ["type:ship", (c) => c.type === "SHIP"],
  ["t:adventure vp>=4", (c) => c.type === "ADVENTURE" && c.vp! >= 4],
  ["st:weapon", (c) => has(c.subtypes, "Weapon")],
  ["subtype:turret t:upgrade", (c) => c.type === "UPGRADE" && has(c.subtypes, "Turret")],
  ["k:trifling", trifling],
  ["keyword:armor", (c) => keywordNames(c).includes("armor")],
  ["k:integral", (c) => keywordNames(c).includes("integral") || keywordNames(c).includes("hindrance")],
  ["tr:vargr", (c) => has(c.traits, "Vargr")],
  ["tr:non-human", (c) => c.type === "CREW" && !has(c.traits, "Human")],
  ["trait:human t:crew", (c) => c.type === "CREW" && has(c.traits, "Human")],
  ["sk:pilot", (c) => c.skills.includes("pilot")],
  ["sk:medic=expert", (c) => c.expertSkills.includes("medic")],
  ["skill:gunnery=trained", (c) => c.skills.includes("gunnery") && !c.expertSkills.includes("gunnery")],
  ["cap:cargo", (c) => c.capabilities.includes("cargo") || requirementsOf(c).some((r) => r.kind === "capability" && r.capability === "cargo")],
  ["cap:sensors t:ship", (c) => c.type === "SHIP" && c.capabilities.includes("sensors")],
  ["set:drft t:gear", (c) => c.setCode === "DRFT" && c.type === "GEAR"],
  ["is:unique", (c) => c.isUnique],
  ["is:errata", (c) => c.errata.length > 0],
  ["is:reaction", (c) => c.isReaction],
  ["is:heroic", (c) => c.heroic !== null],
  ["is:hindrance", (c) => keywordNames(c).includes("hindrance")],
  ["is:trifling t:upgrade", (c) => c.type === "UPGRADE" && trifling(c)],
  ["req:medic", (c) => c.requirementTokens.includes("medic")],
  ["req:cargo t:adventure", (c) => c.type === "ADVENTURE" && c.requirementTokens.includes("cargo")],
  ["cost<=1 t:gear", (c) => c.type === "GEAR" && c.cost! <= 1],
  ["cost=0", (c) => c.cost === 0],
  ["cost!=0 t:connection", (c) => c.type === "CONNECTION" && c.cost !== 0],
  ["cv>=2", (c) => (c.creditValue ?? -1) >= 2],
  ["dist<=1 t:adventure", (c) => c.type === "ADVENTURE" && c.distance! <= 1],
  ["jump>=3", (c) => (c.jump ?? -1) >= 3],
  ["av>=3", (c) => (c.attack ?? -1) >= 3],
  ["dv<2 t:ship", (c) => c.type === "SHIP" && c.defense! < 2],
  ["str>=2", (c) => (c.structure ?? -1) >= 2],
  ["crew>=5", (c) => (c.crewSlots ?? -1) >= 5],
  ["slots>=6", (c) => c.upgradeSlots !== null && Object.values(c.upgradeSlots).reduce((a, b) => a + b, 0) >= 6],
  ["-t:crew -t:adventure -t:action cost>=4", (c) => !["CREW", "ADVENTURE", "ACTION"].includes(c.type) && (c.cost ?? -1) >= 4],
  ["t:ship or t:connection", (c) => c.type === "SHIP" || c.type === "CONNECTION"],
  ["(st:weapon or st:armor) cost<=2", (c) => (has(c.subtypes, "Weapon") || has(c.subtypes, "Armor")) && (c.cost ?? 99) <= 2],
  ["o:jettison", (c) => lower(c.text).includes("jettison")],
  ["t:crew -sk:pilot tr:aslan", (c) => c.type === "CREW" && !c.skills.includes("pilot") && has(c.traits, "Aslan")],
  ["fl:pilot", (c) => lower(c.flavor ?? "").includes("pilot")],
];

const expected = (oracle: (c: CardRecord) => boolean) => cards.filter(oracle).map((c) => c.slug).sort();

function contract(name: string, engineFor: () => SearchEngine, slugOf: () => Map<number, string>) {
  describe(`${name} engine`, () => {
    const search = async (q: string, pageSize = 500) => {
      const parsed = parseQuery(q);
      if (!parsed.ok) throw new Error(`${q}: ${parsed.error.message}`);
      return engineFor().search({ query: parsed.ast, page: 1, pageSize, sort: "name", facets: true });
    };

    it.each(CASES)("%s", async (q, oracle) => {
      const want = expected(oracle);
      const hits = await search(q);
      expect(hits.ids.map((id) => slugOf().get(id)).sort()).toEqual(want);
      expect(hits.total).toBe(want.length);
    });

    it("has at least one card for most queries (the suite tests something)", () => {
      expect(CASES.filter(([, o]) => expected(o).length > 0).length).toBeGreaterThanOrEqual(30);
    });

    it("finds a card by a word of its name, name matches first", async () => {
      const target = cards.find((c) => c.type === "SHIP")!;
      const word = target.name.split(" ").find((w) => w.length > 4)!;
      const parsed = parseQuery(word);
      const hits = await engineFor().search({ query: parsed.ok ? parsed.ast : null, page: 1, pageSize: 10, sort: "relevance" });
      const first = cards.find((c) => c.slug === slugOf().get(hits.ids[0]!))!;
      expect(lower(first.name)).toContain(lower(word));
      expect(hits.ids.map((id) => slugOf().get(id))).toContain(target.slug);
    });

    it("matches a bare word in rules text as well as names", async () => {
      const hits = await search("procure");
      const ids = hits.ids.map((id) => slugOf().get(id));
      for (const slug of cards.filter((c) => words(c).includes("procure")).map((c) => c.slug)) expect(ids).toContain(slug);
    });

    it("finds an exact name", async () => {
      const target = cards[7]!;
      const hits = await search(`!"${target.name.toUpperCase()}"`);
      expect(hits.ids.map((id) => slugOf().get(id))).toEqual([target.slug]);
    });

    it("pages through results in a stable order", async () => {
      const parsed = parseQuery("t:crew");
      const ast = parsed.ok ? parsed.ast : null;
      const page1 = await engineFor().search({ query: ast, page: 1, pageSize: 10, sort: "name" });
      const page2 = await engineFor().search({ query: ast, page: 2, pageSize: 10, sort: "name" });
      expect(page1.ids).toHaveLength(10);
      expect(page2.ids.filter((id) => page1.ids.includes(id))).toEqual([]);
      expect(page2.total).toBe(cards.filter((c) => c.type === "CREW").length);
    });

    it("counts facets by type, subtype and set", async () => {
      const hits = await search("cost<=2");
      const inScope = cards.filter((c) => (c.cost ?? 99) <= 2);
      for (const type of new Set(inScope.map((c) => c.type))) {
        expect(hits.facets!.type.find((f) => f.value === type)?.count).toBe(inScope.filter((c) => c.type === type).length);
      }
      for (const set of new Set(inScope.map((c) => c.setCode))) {
        expect(hits.facets!.set.find((f) => f.value === set)?.count).toBe(inScope.filter((c) => c.setCode === set).length);
      }
      const subtype = inScope.flatMap((c) => c.subtypes)[0]!;
      expect(hits.facets!.subtype.find((f) => f.value === subtype)?.count).toBe(inScope.filter((c) => c.subtypes.includes(subtype)).length);
    });
  });
}

const db = useTestDatabase();
let slugs = new Map<number, string>();
beforeAll(async () => {
  slugs = new Map((await db.prisma.card.findMany({ select: { id: true, slug: true } })).map((c) => [c.id, c.slug]));
});

contract(
  "PostgreSQL",
  () => createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values)),
  () => slugs,
);

describe("PostgreSQL engine extras", () => {
  const engine = () => createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values));
  it("stops counting at its cap and says the total is a lower bound", async () => {
    const crew = cards.filter((c) => c.type === "CREW").length;
    const capped = createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values), { countCap: 10 });
    const hits = await capped.search({ query: { kind: "type", value: "CREW" }, page: 2, pageSize: 5, sort: "name" });
    expect(crew).toBeGreaterThan(10);
    expect(hits).toMatchObject({ total: 10, totalIsLowerBound: true });
    expect(hits.ids).toHaveLength(5);
    const exact = await engine().search({ query: { kind: "type", value: "CREW" }, page: 1, pageSize: 5, sort: "name" });
    expect(exact).toMatchObject({ total: crew, totalIsLowerBound: false });
  });

  it("pages through relevance results: name matches, then the rest, without repeats", async () => {
    const query = { kind: "word", value: "crew" } as const;
    const pages = await Promise.all([1, 2, 3].map((page) => engine().search({ query, page, pageSize: 4, sort: "relevance" })));
    const ids = pages.flatMap((p) => p.ids);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await engine().search({ query, page: 1, pageSize: 12, sort: "relevance" });
    expect(ids).toEqual(all.ids);
  });

  it("suggests the nearest spelling for each word that matched nothing", async () => {
    const hits = await engine().search({
      query: { kind: "and", children: [{ kind: "word", value: "kestral" }, { kind: "word", value: "piolt" }] },
      page: 1,
      pageSize: 20,
      sort: "relevance",
    });
    expect(hits.total).toBe(0);
    expect(hits.corrections).toEqual({ kestral: "kestrel", piolt: "pilot" });
  });
});

const meiliHost = process.env.MEILISEARCH_HOST;
describe.skipIf(!meiliHost)("Meilisearch (needs MEILISEARCH_HOST)", () => {
  const client = meiliHost ? createMeilisearchClient(meiliHost, process.env.MEILISEARCH_API_KEY) : null;
  beforeAll(async () => {
    const rows = await db.prisma.card.findMany({ include: { set: { select: { position: true } } } });
    await reindexMeilisearch(client!, rows);
  }, 120_000);
  contract("Meilisearch", () => createMeilisearchEngine(client!), () => slugs);
});
