// The public decks a card's page lists: the most liked (newest first among
// equals) of those holding the card, finished decks first, then works in
// progress when fewer finished decks than the list holds use it. The totals
// match /decks/public?card=<slug> (finished only) and its `all=1` variant; the
// count of every finished public deck gives the card's share of them.
import "server-only";
import { prisma } from "@/lib/db";
import { listPublicDecks, type ListedDeck } from "@/lib/decks/list-decks";

export const DECKS_SHOWN = 5;

export type DeckWithCard = ListedDeck & { finished: boolean };

export interface DecksWithCard {
  decks: DeckWithCard[];
  /** Finished public decks holding the card. */
  finishedTotal: number;
  /** Every public deck holding the card, works in progress included. */
  total: number;
  /** Every finished public deck, whatever it holds. */
  finishedPublic: number;
}

export async function listDecksWithCard({ cardSlug }: { cardSlug: string }): Promise<DecksWithCard> {
  const [finished, all, finishedPublic] = await Promise.all([
    listPublicDecks({ cardSlug, sort: "liked" }),
    listPublicDecks({ cardSlug, sort: "liked", includeUnfinished: true }),
    prisma.deck.count({ where: { visibility: "PUBLIC", deletedAt: null, complete: true } }),
  ]);
  const shown: DeckWithCard[] = finished.items.slice(0, DECKS_SHOWN).map((d) => ({ ...d, finished: true }));
  // Fewer finished decks than a page means finished.items holds every one of them.
  const finishedIds = new Set(finished.items.map((d) => d.id));
  for (const deck of all.items) {
    if (shown.length >= DECKS_SHOWN) break;
    if (!finishedIds.has(deck.id)) shown.push({ ...deck, finished: false });
  }
  return { decks: shown, finishedTotal: finished.total, total: all.total, finishedPublic };
}
