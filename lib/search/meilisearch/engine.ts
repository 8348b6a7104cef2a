// Meilisearch search, through the official client. Chosen when
// MEILISEARCH_HOST is set (lib/search/index.ts).
import { Meilisearch } from "meilisearch";
import type { Facets, SearchHits, SearchRequest, SearchSort } from "../engine";
import type { CardsChanged, CatalogueSearch } from "../card-index";
import { CARDS_INDEX, INDEX_SETTINGS, toDocument, type CardDocument, type IndexableCard } from "./documents";
import { toMeiliQuery } from "./to-filter";
import type { QueryNode } from "../query/ast";

const usesCollection = (node: QueryNode | null): boolean =>
  node !== null &&
  (node.kind === "collection" ||
    ((node.kind === "and" || node.kind === "or") && node.children.some(usesCollection)) ||
    (node.kind === "not" && usesCollection(node.child)));

const SORTS: Record<SearchSort, string[] | undefined> = {
  relevance: undefined,
  name: ["name:asc"],
  cost: ["cost:asc", "name:asc"],
  set: ["setPosition:asc", "number:asc"],
};

export function createMeilisearchClient(host: string, apiKey?: string): Meilisearch {
  return new Meilisearch({ host, apiKey });
}

function facetList(distribution: Record<string, number> | undefined) {
  return Object.entries(distribution ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** `indexName`: the cards' index (another one keeps a test apart from the rest). */
export function createMeilisearchEngine(client: Meilisearch, indexName = CARDS_INDEX): CatalogueSearch {
  const index = client.index<CardDocument>(indexName);
  return {
    name: "meilisearch",
    async search(request: SearchRequest): Promise<SearchHits> {
      const counts =
        request.collection && usesCollection(request.query) ? await request.collection.counts() : undefined;
      const { q, filter } = toMeiliQuery(request.query, counts);
      const sort = request.sort === "relevance" && !q ? SORTS.name : SORTS[request.sort];
      const response = await index.search(q, {
        filter,
        sort,
        page: request.page,
        hitsPerPage: request.pageSize,
        // Every word must match, as in PostgreSQL (Meilisearch's default drops words from the end until something does).
        matchingStrategy: "all",
        attributesToRetrieve: ["id"],
        facets: request.facets ? ["type", "subtypes", "setCode"] : undefined,
      });
      const distribution = response.facetDistribution;
      const facets: Facets | null = request.facets
        ? {
            type: facetList(distribution?.type),
            subtype: facetList(distribution?.subtypes),
            set: facetList(distribution?.setCode),
          }
        : null;
      return {
        total: response.totalHits,
        totalIsLowerBound: false,
        ids: response.hits.map((h) => h.id),
        facets,
        corrections: {},
      };
    },
    async cardsChanged({ cards, goneIds }: CardsChanged): Promise<void> {
      const tasks = [
        ...(cards.length ? [await index.addDocuments(cards.map(toDocument), { primaryKey: "id" }).waitTask()] : []),
        ...(goneIds.length ? [await index.deleteDocuments(goneIds).waitTask()] : []),
      ];
      const failed = tasks.find((task) => task.status !== "succeeded");
      if (failed) throw new Error(`Meilisearch task ${failed.uid} ${failed.status}: ${failed.error?.message ?? ""}`);
    },
  };
}

/** Rebuilds the index from the cards given: settings, then every document. */
export async function reindexMeilisearch(
  client: Meilisearch,
  cards: IndexableCard[],
  indexName = CARDS_INDEX,
): Promise<number> {
  await client.updateExperimentalFeatures({ containsFilter: true });
  const index = client.index<CardDocument>(indexName);
  await client
    .createIndex(indexName, { primaryKey: "id" })
    .waitTask()
    .catch(() => undefined);
  await index.updateSettings(INDEX_SETTINGS).waitTask();
  await index.deleteAllDocuments().waitTask();
  await index.addDocuments(cards.map(toDocument), { primaryKey: "id" }).waitTask();
  return cards.length;
}
