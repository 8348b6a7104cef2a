// What every change to a card does next, inside its transaction: the card's
// search terms again, and the saved verdicts of the decks holding it judged
// again under their format's revision in force today. The cached pages showing
// the card are marked by the card's database triggers (decision 009); registration snapshots keep their
// own copy of the list and verdict, so nothing here touches them.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cardFieldsSelect, toCardFields } from "@/lib/cards/card-fields";
import { revisionOf } from "@/lib/formats/revision-of";
import { dateFromIso, todayIso } from "@/lib/rules/dates";
import { formatAt } from "@/lib/rules/format";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import { validateDeck } from "@/lib/rules/validate-deck";
import type { CatalogueSearch } from "@/lib/search/card-index";
import { getSearchEngine } from "@/lib/search/index";
import { SEARCHES_STALE } from "@/lib/search/refresh";
import { searchTermsFor, type TermSource } from "@/lib/search/search-terms";

export async function afterCardChange(tx: Prisma.TransactionClient, options: { cardId: number }) {
  // The stored columns hold the seed's vocabulary (validated on the way in); Prisma types them as plain strings.
  const card = await tx.card.findUniqueOrThrow({ where: { id: options.cardId }, include: { errata: true } });
  await tx.card.update({
    where: { id: card.id },
    data: { searchTerms: searchTermsFor({ ...(card as unknown as TermSource), hasErrata: card.errata.length > 0 }) },
  });
  await recheckDecksWithCard(tx, { cardId: card.id });
}

async function recheckDecksWithCard(tx: Prisma.TransactionClient, options: { cardId: number }) {
  const decks = await tx.deck.findMany({
    where: { cards: { some: { cardId: options.cardId } } },
    select: {
      id: true,
      version: true,
      legal: true,
      format: {
        include: {
          revisions: {
            where: { effectiveOn: { lte: dateFromIso(todayIso()) } },
            orderBy: { effectiveOn: "desc" },
            take: 1,
          },
        },
      },
      cards: { select: { quantity: true, card: { select: cardFieldsSelect } } },
    },
  });
  for (const deck of decks) {
    const revision = deck.format.revisions[0];
    if (!revision) continue;
    const entries = deck.cards.map((c) => ({ card: toRulesCard(toCardFields(c.card)), quantity: c.quantity }));
    const legal = validateDeck({ entries }, formatAt(deck.format, revisionOf(revision))).legal;
    // Raw SQL, as lib/formats does: "last saved" stays the player's last save.
    if (legal !== deck.legal) {
      await tx.$executeRaw`UPDATE deck SET legal = ${legal} WHERE id = ${deck.id} AND version = ${deck.version}`;
    }
  }
}

/**
 * Once the change is committed: the search engine's own copy of the card, when it keeps one (Meilisearch), replaced,
 * or deleted when the card is gone or retired (search never finds a retired card). The edit stands if that fails: the failure is logged, and the next
 * `npm run search:reindex` (which rebuilds every document) brings the index in step. Once the engine has the card, the
 * searches answered and kept between the commit and then (from the engine's old copy, or the old lexicon) go.
 */
export async function afterCardCommitted(options: { cardId: number; search?: CatalogueSearch }): Promise<void> {
  const search = options.search ?? getSearchEngine();
  if (!search.cardsChanged) return;
  const { cardId } = options;
  try {
    const card = await prisma.card.findUnique({
      where: { id: cardId },
      include: { set: { select: { position: true } } },
    });
    const inSearch = card && card.retiredAt === null;
    await search.cardsChanged(inSearch ? { cards: [card], goneIds: [] } : { cards: [], goneIds: [cardId] });
    await prisma.$executeRawUnsafe(SEARCHES_STALE);
  } catch (error) {
    console.error(
      `[starport] search: card ${cardId}'s change did not reach ${search.name} (${(error as Error).message}); ` +
        "run npm run search:reindex to bring the index in step",
    );
  }
}
