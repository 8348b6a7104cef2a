// The API's card lookups, through the one name matcher (lib/search/card-names):
// one card by exact or fuzzy name, a random card matching a query, many cards
// by identifier.
import "server-only";
import { cardFieldsSelect, toCardFields } from "@/lib/cards/card-fields";
import { nameKey } from "@/lib/cards/normalise-name";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { cardMeant, cardNamedExactly, rankCardNames } from "@/lib/search/card-names";
import type { CardName } from "@/lib/search/engine";
import { getSearchEngine } from "@/lib/search/index";
import { parseQuery } from "@/lib/search/query/parse";
import { getApiCard, toCardItem } from "./catalogue";
import type { CardIdentifier } from "./schemas/lookups";

/** How many names a failed lookup suggests. */
const SUGGESTIONS = 5;

function notFound(name: string, closest: readonly CardName[]): never {
  throw new AppError("NOT_FOUND", `No card is named '${name}'.`, { suggestions: closest.map((c) => c.name) });
}

/**
 * exact: the card of that name (case, accents and typography aside). fuzzy: the card the matcher ranks first, when
 * only one card matches or the first is named exactly so. Otherwise 404 with the names that come closest.
 */
export async function getNamedCard({ exact, fuzzy, origin }: { exact?: string; fuzzy?: string; origin: string }) {
  if (exact !== undefined) {
    const card = await cardNamedExactly({ name: exact });
    if (card) return getApiCard({ slug: card.slug, origin });
    return notFound(exact, (await rankCardNames({ query: exact, limit: SUGGESTIONS })).cards);
  }
  const { card, closest } = await cardMeant({ text: fuzzy!, limit: SUGGESTIONS });
  return card ? getApiCard({ slug: card.slug, origin }) : notFound(fuzzy!, closest);
}

/** A card chosen at random among those a query finds (any card for an empty query). */
export async function getRandomCard({ q, origin }: { q: string; origin: string }) {
  return getApiCard({ slug: await randomCardSlug(q), origin });
}

/** The slug of a card drawn at random among those a query finds: the API's random card, and the site's /random. */
export async function randomCardSlug(q: string): Promise<string> {
  const parsed = parseQuery(q);
  if (!parsed.ok)
    throw new AppError("BAD_QUERY", parsed.error.message, { column: parsed.error.column, length: parsed.error.length });
  const engine = getSearchEngine();
  const first = await engine.search({ query: parsed.ast, page: 1, pageSize: 1, sort: "name" });
  if (first.total === 0) throw new AppError("NOT_FOUND", "No card matches the query.");
  // Counting stops at a cap: the draw is among the first `total` matches in name order.
  const index = Math.floor(Math.random() * first.total);
  const hit = await engine.search({ query: parsed.ast, page: index + 1, pageSize: 1, sort: "name" });
  const id = hit.ids[0] ?? first.ids[0]!;
  const { slug } = await prisma.card.findUniqueOrThrow({ where: { id }, select: { slug: true } });
  return slug;
}

const sameIdentifier = (a: CardIdentifier, b: CardIdentifier) => JSON.stringify(a) === JSON.stringify(b);

/** The cards the identifiers name, in the order asked for and each once, and the identifiers that name none. */
export async function getCardCollection({ identifiers, origin }: { identifiers: CardIdentifier[]; origin: string }) {
  const slugs = identifiers.flatMap((i) => ("slug" in i ? [i.slug] : []));
  const numbers = identifiers.flatMap((i) =>
    "setCode" in i ? [{ setCode: i.setCode.toUpperCase(), number: i.number }] : [],
  );
  const keys = identifiers.flatMap((i) => ("name" in i ? [nameKey(i.name)] : []));
  // A retired card is found by its slug or number, never by its name (as /cards/named?exact=).
  const rows = (
    await prisma.card.findMany({
      where: { OR: [{ slug: { in: slugs } }, { nameKey: { in: keys }, retiredAt: null }, ...numbers] },
      select: { ...cardFieldsSelect, nameKey: true, retiredAt: true },
      orderBy: { id: "asc" },
    })
  ).map((row) => ({ key: row.retiredAt ? null : row.nameKey, card: toCardFields(row) }));
  const seen = new Set<number>();
  const data: ReturnType<typeof toCardItem>[] = [];
  const notFound: CardIdentifier[] = [];
  for (const identifier of identifiers) {
    const found = rows.find(({ key, card }) =>
      "slug" in identifier
        ? card.slug === identifier.slug
        : "name" in identifier
          ? key === nameKey(identifier.name)
          : card.setCode.toLowerCase() === identifier.setCode.toLowerCase() && card.number === identifier.number,
    );
    if (!found) {
      if (!notFound.some((i) => sameIdentifier(i, identifier))) notFound.push(identifier);
    } else if (!seen.has(found.card.id)) {
      seen.add(found.card.id);
      data.push(toCardItem(found.card, origin));
    }
  }
  return { data, notFound };
}
