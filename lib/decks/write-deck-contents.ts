// The one way a deck's contents are written: its card rows, its cached
// verdict and a history snapshot, inside the caller's transaction, so a deck
// is only ever seen at one version or the next.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Format } from "@/lib/rules/format";
import { verdictOf, type DeckLine } from "./deck-lines";

// A type, not an interface: Prisma takes it as a JSON value.
type DeckSnapshotLine = { slug: string; quantity: number };

/** The snapshot stored in DeckVersion.cards, in slug order. */
function snapshotOf(lines: readonly DeckLine[]): DeckSnapshotLine[] {
  return lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity })).sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Replaces the deck's cards with `lines` and records `version`; answers whether the deck is legal in `format`. */
export async function writeDeckContents(
  tx: Prisma.TransactionClient,
  options: { deckId: string; version: number; name: string; format: Format; lines: readonly DeckLine[] },
): Promise<{ legal: boolean }> {
  const { deckId, lines, format } = options;
  const legal = verdictOf(lines, format).legal;
  await tx.deckCard.deleteMany({ where: { deckId } });
  await tx.deckCard.createMany({ data: lines.map((l) => ({ deckId, cardId: l.card.id, quantity: l.quantity })) });
  await tx.deck.update({ where: { id: deckId }, data: { legal } });
  await tx.deckVersion.create({ data: { deckId, version: options.version, name: options.name, formatId: format.id, cards: snapshotOf(lines) } });
  return { legal };
}
