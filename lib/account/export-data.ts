// Everything Starport holds about a player, as one JSON document (format in
// docs/data-export.md): the profile, every deck with its history,
// registrations with every submitted list, the decks they like, and the collection as the
// CSV its import reads. Read in one REPEATABLE READ transaction: one instant.
import "server-only";
import { prisma } from "@/lib/db";
import { collectionCsv } from "@/lib/collections/export-format";
import { commentsOf } from "@/lib/comments/account-comments";
import { reviewsOf } from "@/lib/reviews/account-reviews";
import { exportDeckText } from "@/lib/decklists/export";
import { deckFieldsSelect } from "@/lib/decks/get-deck";
import type { CardType } from "@/lib/cards/vocabulary";
import { HOME_SECTION } from "@/lib/rules/sections";
import { AppError } from "@/lib/http/errors";
import { DATA_FORMAT, DATA_VERSION } from "./export-document";

const exportedCardSelect = { slug: true, name: true, type: true, setCode: true, number: true } as const;

const cardRefsOf = (
  lines: readonly { quantity: number; card: { slug: string; name: string; type: CardType } }[],
  section?: "considering",
) =>
  lines
    .map((c) => ({
      slug: c.card.slug,
      name: c.card.name,
      quantity: c.quantity,
      section: section ?? HOME_SECTION[c.card.type],
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));

export async function exportData({ userId, now = new Date() }: { userId: string; now?: Date }) {
  return prisma.$transaction(
    async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: userId },
        select: { email: true, name: true, createdAt: true },
      });
      if (!user) throw new AppError("NOT_FOUND", "No such account.");
      const decks = await tx.deck.findMany({
        where: { ownerId: userId, deletedAt: null },
        orderBy: { createdAt: "asc" },
        select: {
          ...deckFieldsSelect,
          cards: { select: { quantity: true, card: { select: exportedCardSelect } } },
          considering: { select: { quantity: true, card: { select: exportedCardSelect } } },
          versions: {
            orderBy: { version: "asc" },
            select: { version: true, name: true, formatId: true, cards: true, createdAt: true },
          },
        },
      });
      const registrations = await tx.registration.findMany({
        where: { playerId: userId },
        orderBy: { createdAt: "asc" },
        select: {
          createdAt: true,
          withdrawnAt: true,
          event: { select: { id: true, name: true, heldOn: true, formatId: true } },
          snapshots: {
            orderBy: { number: "asc" },
            select: {
              number: true,
              deckName: true,
              deckVersion: true,
              cards: true,
              legal: true,
              hash: true,
              createdAt: true,
            },
          },
        },
      });
      const likes = await tx.deckLike.findMany({
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { deckId: true, createdAt: true },
      });
      const favourites = await tx.deckFavourite.findMany({
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { deckId: true, createdAt: true, deck: { select: { name: true } } },
      });
      const collection = await tx.collectionEntry.findMany({
        where: { userId, OR: [{ owned: { gt: 0 } }, { wanted: { gt: 0 } }] },
        select: {
          owned: true,
          wanted: true,
          card: { select: { slug: true, name: true, setCode: true, number: true } },
        },
      });
      const comments = await commentsOf(tx, userId);
      const reviews = await reviewsOf(tx, userId);
      return {
        format: DATA_FORMAT,
        version: DATA_VERSION,
        exportedAt: now.toISOString(),
        profile: { email: user.email, name: user.name, createdAt: user.createdAt.toISOString() },
        decks: decks.map((d) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          format: d.formatId,
          visibility: d.visibility,
          version: d.version,
          legal: d.legal,
          forkedFrom: d.forkedFromId,
          createdAt: d.createdAt.toISOString(),
          updatedAt: d.updatedAt.toISOString(),
          cards: cardRefsOf(d.cards),
          considering: cardRefsOf(d.considering, "considering"),
          decklist: exportDeckText(d),
          history: d.versions.map((v) => ({
            version: v.version,
            name: v.name,
            format: v.formatId,
            createdAt: v.createdAt.toISOString(),
            cards: v.cards,
          })),
        })),
        likes: likes.map((l) => ({ deckId: l.deckId, likedAt: l.createdAt.toISOString() })),
        favourites: favourites.map((f) => ({
          deckId: f.deckId,
          deckName: f.deck.name,
          favouritedAt: f.createdAt.toISOString(),
        })),
        registrations: registrations.map((r) => ({
          event: {
            id: r.event.id,
            name: r.event.name,
            heldOn: r.event.heldOn.toISOString().slice(0, 10),
            format: r.event.formatId,
          },
          registeredAt: r.createdAt.toISOString(),
          withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
          submissions: r.snapshots.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
        })),
        comments,
        reviews,
        collection: {
          format: "csv" as const,
          text: collectionCsv(collection.map((e) => ({ ...e.card, owned: e.owned, wanted: e.wanted }))),
        },
      };
    },
    { isolationLevel: "RepeatableRead" },
  );
}
