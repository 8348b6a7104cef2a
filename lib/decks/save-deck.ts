// Saves a deck in one transaction: the version guard, the cards, the
// sideboard, a history snapshot and the cached verdict all commit together or
// not at all.
import "server-only";
import { prisma } from "@/lib/db";
import { getFormat } from "@/lib/formats/formats";
import { claimNextVersion } from "./claim-next-version";
import { resolveDeckCards } from "./deck-lines";
import { saveDeckSchema, type SaveDeckInput, type SavedDeck } from "./schemas";
import { writeDeckContents } from "./write-deck-contents";

export async function saveDeck(options: { userId: string } & SaveDeckInput): Promise<SavedDeck> {
  const { deckId, version, cards, considering, ...fields } = saveDeckSchema.parse(options);
  const { userId } = options;
  if (fields.formatId !== undefined) await getFormat(fields.formatId);
  return prisma.$transaction(async (tx) => {
    const lines = await resolveDeckCards(tx, cards);
    const deck = await claimNextVersion(tx, { deckId, userId, version, data: fields });
    // A save that does not mention the sideboard keeps it (the guard above proved the deck is the user's).
    const kept =
      considering ??
      (await tx.consideredCard.findMany({ where: { deckId }, select: { cardId: true, quantity: true } }));
    const sideboard = await resolveDeckCards(tx, kept, "considering");
    const format = await getFormat(deck.formatId, { db: tx });
    const { legal } = await writeDeckContents(tx, {
      deckId,
      version: deck.version,
      name: deck.name,
      format,
      lines,
      considering: sideboard,
    });
    return { id: deckId, version: deck.version, legal };
  });
}
