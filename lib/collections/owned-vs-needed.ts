// The builder's "owned against needed": for each line of a deck being built,
// how many the player owns and how many they lack. Pure: the builder runs it
// in the browser with counts fetched from /collection/owned.

export interface OwnedVsNeeded {
  cardId: number;
  needed: number;
  owned: number;
  /** Copies still to get: 0 when the player owns enough. */
  short: number;
}

export function ownedVsNeeded(lines: readonly { cardId: number; quantity: number }[], owned: Readonly<Record<number, number>>): OwnedVsNeeded[] {
  return lines.map((l) => {
    const have = owned[l.cardId] ?? 0;
    return { cardId: l.cardId, needed: l.quantity, owned: have, short: Math.max(0, l.quantity - have) };
  });
}

/** Only the cards the player owns at least one of: the builder's "only cards I own" toggle. */
export function onlyOwned<T extends { id: number }>(cards: readonly T[], owned: Readonly<Record<number, number>>): T[] {
  return cards.filter((c) => (owned[c.id] ?? 0) > 0);
}
