// Copies a deck the user may view into a new private deck of theirs.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { viewableBy } from "./get-deck";

export async function forkDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    const source = await tx.deck.findFirst({
      where: { id: deckId, ...viewableBy(userId) },
      select: { name: true, description: true, formatId: true, legal: true, cards: { select: { cardId: true, quantity: true, card: { select: { slug: true } } } } },
    });
    if (!source) throw new AppError("NOT_FOUND", "No such deck.");
    const name = `${source.name} (fork)`.slice(0, 100);
    const fork = await tx.deck.create({
      data: { ownerId: userId, name, description: source.description, formatId: source.formatId, legal: source.legal, forkedFromId: deckId },
      select: { id: true, version: true },
    });
    await tx.deckCard.createMany({ data: source.cards.map((c) => ({ deckId: fork.id, cardId: c.cardId, quantity: c.quantity })) });
    const snapshot = source.cards.map((c) => ({ slug: c.card.slug, quantity: c.quantity })).sort((a, b) => a.slug.localeCompare(b.slug));
    await tx.deckVersion.create({ data: { deckId: fork.id, version: fork.version, name, formatId: source.formatId, cards: snapshot } });
    return { id: fork.id };
  });
}
