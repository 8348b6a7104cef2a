// The cards and name each version of a test deck is saved with: every version
// differs, so a deck caught between two versions cannot pass for either.
import { legalDeckCards } from "../factories";

const legal = legalDeckCards();

export function deckVersion(
  deck: number,
  version: number,
): { name: string; cards: { slug: string; quantity: number }[] } {
  return {
    name: `Deck ${deck} v${version}`,
    cards: legal
      .filter((_, k) => (k + deck + version) % 4 !== 0)
      .map((line, k) => ({ slug: line.slug, quantity: 1 + ((k + version) % 3) })),
  };
}
