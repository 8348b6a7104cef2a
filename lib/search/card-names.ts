// The one name matcher over the catalogue: a text read as bare words (no
// query syntax), each word a prefix, typos forgiven on the search engine's
// thresholds, names matched whatever their punctuation, case or accents; an
// exact name first. Search, the API's lookups and autocomplete call it.
import "server-only";
import { runSql } from "@/lib/db";
import { nameKey, searchWords } from "@/lib/cards/normalise-name";
import type { QueryNode } from "./query/ast";
import type { CardName } from "./engine";
import { getSearchEngine } from "./index";

export interface RankedCardNames {
  cards: CardName[];
  /** For each word that matched nothing, the nearest catalogue word ("did you mean"; empty when something matched). */
  corrections: Record<string, string>;
}

/** Search words as bare words of a query: nothing in a name is read as a key, an operator or a phrase. */
function asWords(words: string[]): QueryNode {
  const nodes = words.map((value): QueryNode => ({ kind: "word", value }));
  return nodes.length === 1 ? nodes[0]! : { kind: "and", children: nodes };
}

const search = (words: string[], limit: number, exactNameKey?: string) =>
  // Names only: nobody reads how many cards match.
  getSearchEngine().search({
    query: asWords(words),
    page: 1,
    pageSize: limit,
    sort: "relevance",
    count: false,
    names: { exactNameKey },
  });

type Hits = Awaited<ReturnType<typeof search>>;

/**
 * Cards whose names best match a text, best first, at most `limit`; a card named exactly so comes first. When
 * nothing matches, the text with each unknown word replaced by its "did you mean" is tried once ("Vacc Siut").
 * Typing sends a new text on every key: the ranked names and the exact name are read in one query after the search.
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
    const corrected = (await namesOf(retry, null)).ranked;
    return { cards: corrected, corrections: hits.corrections };
  }
  const cards = exact ? [exact, ...ranked.filter((c) => c.id !== exact.id)].slice(0, limit) : ranked;
  return { cards, corrections: hits.corrections };
}

const named = ({ id, slug, name }: CardName): CardName => ({ id, slug, name });

/**
 * The hits' cards in their order, and the first card (by id) whose name key is `key`: as the engine read them with
 * the search, else from one query (raw SQL on the app's pool: every key typed runs it, and Prisma's query layer cost
 * more than the statement).
 */
async function namesOf(hits: Hits, key: string | null) {
  const read = hits.names ?? (await readNames(hits.ids, key));
  const byId = new Map(read.page.map((card) => [card.id, named(card)]));
  return {
    ranked: hits.ids.map((id) => byId.get(id)).filter((c): c is CardName => c !== undefined),
    exact: read.exact ? named(read.exact) : null,
  };
}

async function readNames(ids: number[], key: string | null) {
  if (ids.length === 0 && key === null) return { page: [], exact: null };
  const rows = await runSql<CardName & { nameKey: string }>(
    `SELECT id, slug, name, "nameKey" FROM card
     WHERE id = ANY ($1::int[]) OR ($2::text IS NOT NULL AND "nameKey" = $2 AND "retiredAt" IS NULL) ORDER BY id`,
    [ids, key],
  );
  return {
    page: rows.filter((r) => ids.includes(r.id)),
    exact: key ? (rows.find((r) => r.nameKey === key) ?? null) : null,
  };
}

/** The card named exactly so (case, accents and typography aside), or null; a retired card is never found. */
export async function cardNamedExactly({ name }: { name: string }): Promise<CardName | null> {
  const { exact } = await readNames([], nameKey(name));
  return exact ? named(exact) : null;
}

/**
 * The card a text clearly names: the only card the matcher finds, or its first when that card is named exactly so.
 * Otherwise null, with the names that come closest (at most `limit`).
 */
export async function cardMeant({ text, limit }: { text: string; limit: number }) {
  const { cards } = await rankCardNames({ query: text, limit });
  const first = cards[0];
  const clear = first !== undefined && (cards.length === 1 || nameKey(first.name) === nameKey(text));
  return clear ? { card: first, closest: [] } : { card: null, closest: cards };
}
