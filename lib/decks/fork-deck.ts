// Copies a deck the user may view, with its sideboard, into a new private deck of theirs.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields } from "@/lib/cards/card-fields";
import { getFormat } from "@/lib/formats/formats";
import { AppError } from "@/lib/http/errors";
import { viewableBy } from "./get-deck";
import { writeDeckContents } from "./write-deck-contents";

export async function forkDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    const source = await tx.deck.findFirst({
      where: { id: deckId, ...viewableBy(userId) },
      select: {
        name: true,
        description: true,
        formatId: true,
        cards: { select: { quantity: true, card: { select: cardFieldsSelect } } },
        considering: { select: { quantity: true, card: { select: cardFieldsSelect } } },
      },
    });
    if (!source) throw new AppError("NOT_FOUND", "No such deck.");
    const name = `${source.name} (fork)`.slice(0, 100);
    const fork = await tx.deck.create({
      data: { ownerId: userId, name, description: source.description, formatId: source.formatId, forkedFromId: deckId },
      select: { id: true, version: true },
    });
    const linesOf = (rows: typeof source.cards) =>
      rows.map((c) => ({ card: toCardFields(c.card), quantity: c.quantity }));
    const format = await getFormat(source.formatId, { db: tx });
    await writeDeckContents(tx, {
      deckId: fork.id,
      version: fork.version,
      name,
      format,
      lines: linesOf(source.cards),
      considering: linesOf(source.considering),
    });
    return { id: fork.id };
  });
}
