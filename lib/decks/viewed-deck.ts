// The select of a deck with its cards, shared by reads that answer a whole deck.
import "server-only";
import { cardFieldsSelect, toCardFields } from "@/lib/cards/card-fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ViewedDeck } from "./get-deck";

export type { ViewedDeck };

export const deckSelect = {
  id: true,
  ownerId: true,
  name: true,
  description: true,
  formatId: true,
  visibility: true,
  version: true,
  legal: true,
  forkedFromId: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { name: true } },
  format: { select: { name: true } },
  forkedFrom: { select: { id: true, name: true, visibility: true } },
  cards: { select: { quantity: true, card: { select: cardFieldsSelect } }, orderBy: { card: { name: "asc" } } },
} satisfies Prisma.DeckSelect;
type DeckRow = Prisma.DeckGetPayload<{ select: typeof deckSelect }>;

export function toViewedDeck(deck: DeckRow, viewerId: string | null): ViewedDeck {
  return { ...deck, cards: deck.cards.map((c) => ({ quantity: c.quantity, card: toCardFields(c.card) })), isOwner: deck.ownerId === viewerId };
}
