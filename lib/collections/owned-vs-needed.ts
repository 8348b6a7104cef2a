// The builder's "owned against needed": for each line of a deck being built,
// how many the player owns and how many they lack. Pure: the builder runs it
// in the browser with counts fetched from /collection/owned (by card slug).

export interface OwnedVsNeeded {
  slug: string;
  needed: number;
  owned: number;
  /** Copies still to get: 0 when the player owns enough. */
  short: number;
}

export function ownedVsNeeded(
  lines: readonly { slug: string; quantity: number }[],
  owned: Readonly<Record<string, number>>,
): OwnedVsNeeded[] {
  return lines.map((l) => {
    const have = owned[l.slug] ?? 0;
    return { slug: l.slug, needed: l.quantity, owned: have, short: Math.max(0, l.quantity - have) };
  });
}

/** Only the cards the player owns at least one of: the builder's "only cards I own" toggle. */
export function onlyOwned<T extends { slug: string }>(
  cards: readonly T[],
  owned: Readonly<Record<string, number>>,
): T[] {
  return cards.filter((c) => (owned[c.slug] ?? 0) > 0);
}
