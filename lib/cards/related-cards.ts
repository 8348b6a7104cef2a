// Which cards a card's page lists as related: cards sharing a subtype with it,
// and cards whose text names it. Pure: the query (related-card-query.ts)
// fetches candidates, this ranks and trims them.
import { cardTextToPlain } from "./card-text";
import type { CardType } from "./vocabulary";

export const RELATED_LIMIT = 8;

export interface RelatedCard {
  id: number;
  slug: string;
  name: string;
  type: CardType;
  subtypes: string[];
}

/** A candidate for "mentions this card": its rules text (card-text markup) is read. */
export type MentionCandidate = RelatedCard & { text: string };

/** Letters and digits in any script: a name must not run into them on either side. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether card text names `name` as whole words, in any case ("Far Trader" is not named by "Far Traders"). */
export function mentionsName(text: string, name: string): boolean {
  const needle = name.trim().toLowerCase();
  if (!needle) return false;
  const haystack = cardTextToPlain(text).toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (!(before && WORD_CHAR.test(before)) && !(after && WORD_CHAR.test(after))) return true;
  }
  return false;
}

const byName = (a: RelatedCard, b: RelatedCard) => a.name.localeCompare(b.name, "en") || a.id - b.id;

/**
 * Up to `limit` other cards sharing a subtype with `card`: those sharing the
 * most subtypes first, then those of its type, then by name.
 */
export function selectSameSubtype(
  card: RelatedCard,
  candidates: readonly RelatedCard[],
  limit = RELATED_LIMIT,
): RelatedCard[] {
  const own = new Set(card.subtypes);
  const shared = (c: RelatedCard) => c.subtypes.filter((s) => own.has(s)).length;
  return candidates
    .filter((c) => c.id !== card.id && shared(c) > 0)
    .map((c) => ({ card: c, shared: shared(c), sameType: c.type === card.type ? 1 : 0 }))
    .sort((a, b) => b.shared - a.shared || b.sameType - a.sameType || byName(a.card, b.card))
    .slice(0, limit)
    .map((r) => r.card);
}

/** Up to `limit` other cards whose text names `card`, by name. */
export function selectMentioning(
  card: RelatedCard,
  candidates: readonly MentionCandidate[],
  limit = RELATED_LIMIT,
): RelatedCard[] {
  return candidates
    .filter((c) => c.id !== card.id && mentionsName(c.text, card.name))
    .sort(byName)
    .slice(0, limit)
    .map(({ id, slug, name, type, subtypes }) => ({ id, slug, name, type, subtypes }));
}
