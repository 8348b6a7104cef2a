// Imports a pasted list as a new deck: re-reads the text, swaps in the
// player's picks for unknown names, then creates the deck with its cards,
// first version snapshot and cached verdict in one transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { resolveDeckCards, snapshotOf, verdictOf } from "./deck-cards";
import { parseDecklist } from "./decklist";
import { getFormat } from "./formats";
import { importDeckSchema, type ImportDeckInput, type ImportPick } from "./import-schema";
import { resolveDecklist, type UnknownEntry } from "./resolve-decklist";

const invalid = (field: string, message: string) => new AppError("INVALID_INPUT", message, { issues: [{ field, message }] });

/** The cards the picks stand for; a pick must name one of the suggestions for an unknown name on that line. */
function applyPicks(unknown: readonly UnknownEntry[], picks: readonly ImportPick[]): { slug: string; quantity: number }[] {
  const byLine = new Map(unknown.map((u) => [u.line, u]));
  return picks.map((pick) => {
    const entry = byLine.get(pick.line);
    if (!entry) throw invalid("picks", `Line ${pick.line} has no unknown name to replace: preview the list again.`);
    if (!entry.suggestions.some((s) => s.slug === pick.slug)) {
      throw invalid("picks", `Line ${pick.line}: '${pick.slug}' is not one of the suggestions for '${entry.name}'.`);
    }
    return { slug: pick.slug, quantity: entry.quantity };
  });
}

export async function importDeck(options: { userId: string } & ImportDeckInput): Promise<{ id: string; legal: boolean }> {
  const input = importDeckSchema.parse(options);
  const format = await getFormat(input.formatId);
  const { matched, unknown } = await resolveDecklist({ entries: parseDecklist(input.text).entries });
  const cards = [...matched.map((m) => ({ slug: m.slug, quantity: m.quantity })), ...applyPicks(unknown, input.picks)];
  if (cards.length === 0) throw invalid("text", "No line of this list names a card in the catalogue: nothing to import.");

  return prisma.$transaction(async (tx) => {
    const lines = await resolveDeckCards(tx, cards);
    const legal = verdictOf(lines, format).legal;
    const deck = await tx.deck.create({
      data: { name: input.name, formatId: format.id, ownerId: options.userId, legal },
      select: { id: true, version: true },
    });
    await tx.deckCard.createMany({ data: lines.map((l) => ({ deckId: deck.id, cardId: l.card.id, quantity: l.quantity })) });
    await tx.deckVersion.create({
      data: { deckId: deck.id, version: deck.version, name: input.name, formatId: format.id, cards: snapshotOf(lines) },
    });
    return { id: deck.id, legal };
  });
}
