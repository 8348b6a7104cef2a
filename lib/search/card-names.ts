// The one name matcher over the catalogue: a text read as bare words (no
// query syntax), each word a prefix, typos forgiven on the search engine's
// thresholds, names matched whatever their punctuation, case or accents; an
// exact name first. Search, the API's lookups and autocomplete call it.
import "server-only";
import { prisma } from "@/lib/db";
import { nameKey, searchWords } from "@/lib/cards/normalise-name";
import type { QueryNode } from "./query/ast";
import type { SearchHits } from "./engine";
import { getSearchEngine } from "./index";

export interface RankedCardName {
  id: number;
  slug: string;
  name: string;
}

export interface RankedCardNames {
  cards: RankedCardName[];
  /** For each word that matched nothing, the nearest catalogue word ("did you mean"; empty when something matched). */
  corrections: Record<string, string>;
}

/** Search words as bare words of a query: nothing in a name is read as a key, an operator or a phrase. */
function asWords(words: string[]): QueryNode {
  const nodes = words.map((value): QueryNode => ({ kind: "word", value }));
  return nodes.length === 1 ? nodes[0]! : { kind: "and", children: nodes };
}

/** What the matcher reads of each card; the engine reads it with the page where it can. */
const NAME_COLUMNS = ["id", "slug", "name", "nameKey"] as const;
type NameRow = RankedCardName & { nameKey: string };

const search = (words: string[], limit: number, namedKey?: string) =>
  // Names only: nobody reads how many cards match.
  getSearchEngine().search({
    query: asWords(words),
    page: 1,
    pageSize: limit,
    sort: "relevance",
    count: false,
    cardColumns: NAME_COLUMNS,
    namedKey,
  });

/**
 * Cards whose names best match a text, best first, at most `limit`; a card named exactly so comes first. When
 * nothing matches, the text with each unknown word replaced by its "did you mean" is tried once ("Vacc Siut").
 * Typing sends a new text on every key: the ranked names and the exact name are read with the search (one statement
 * in PostgreSQL; one query after it otherwise).
 */
export async function rankCardNames({ query, limit }: { query: string; limit: number }): Promise<RankedCardNames> {
  const words = searchWords(query);
  if (words.length === 0) return { cards: [], corrections: {} };
  const key = nameKey(query);
  const hits = await search(words, limit, key);
  const { ranked, exact } = await namesOf(hits, key);
  if (hits.ids.length === 0 && !exact && Object.keys(hits.corrections).length > 0) {
    const retry = await search(
      words.map((w) => hits.corrections[w] ?? w),
      limit,
    );
    const corrected = retry.ids.length ? (await namesOf(retry, null)).ranked : [];
    return { cards: corrected, corrections: hits.corrections };
  }
  const cards = exact ? [exact, ...ranked.filter((c) => c.id !== exact.id)].slice(0, limit) : ranked;
  return { cards, corrections: hits.corrections };
}

/**
 * The cards of a page in its order, and the first card (by id) whose name key is `key`: as the engine read them with
 * the page, else from one query.
 */
async function namesOf(hits: SearchHits, key: string | null) {
  const page = hits.cards as NameRow[] | undefined;
  const inPage = key
    ? ((hits.named as NameRow | null | undefined) ??
      page?.filter((r) => r.nameKey === key).sort((a, b) => a.id - b.id)[0])
    : undefined;
  const rows: NameRow[] =
    page && (inPage || !key || hits.named === null)
      ? page
      : await prisma.card.findMany({
          where: {
            OR: [...(page ? [] : [{ id: { in: hits.ids } }]), ...(key ? [{ nameKey: key, retiredAt: null }] : [])],
          },
          select: { id: true, slug: true, name: true, nameKey: true },
          orderBy: { id: "asc" },
        });
  const named = (row: NameRow): RankedCardName => ({ id: row.id, slug: row.slug, name: row.name });
  const byId = new Map([...(page ?? []), ...rows, ...(inPage ? [inPage] : [])].map((row) => [row.id, named(row)]));
  const exactRow = inPage ?? (key ? rows.find((r) => r.nameKey === key) : undefined);
  return {
    ranked: hits.ids.map((id) => byId.get(id)).filter((c): c is RankedCardName => c !== undefined),
    exact: exactRow ? byId.get(exactRow.id)! : null,
  };
}

/** The card named exactly so (case, accents and typography aside), or null. */
export async function cardNamedExactly({ name }: { name: string }): Promise<RankedCardName | null> {
  return prisma.card.findFirst({
    where: { nameKey: nameKey(name) },
    select: { id: true, slug: true, name: true },
    orderBy: { id: "asc" },
  });
}
