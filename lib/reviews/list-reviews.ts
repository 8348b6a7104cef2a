// Reviews as they are read: a card's, most liked first then newest (the card page keeps its first page under the
// card's review tag), and a player's, newest first, for their profile. [[Card Name]] references are looked up once
// per page. Nothing here depends on who reads: the viewer's own state is reviewViewer's.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedQuery } from "@/lib/cache/cached-query";
import { cardReviewsTag } from "@/lib/cache/tags";
import { nameKey } from "@/lib/cards/normalise-name";
import { cardReferences, linkCardReferences } from "@/lib/comments/card-links";

export const REVIEWS_PER_PAGE = 20;

export interface ShownReview {
  id: string;
  /** Null for a deleted account ("a deleted player"). */
  author: string | null;
  card: { slug: string; name: string };
  /** Markdown with known card references linked. */
  markdown: string;
  likes: number;
  createdAt: Date;
  editedAt: Date | null;
}

export interface ReviewsPage {
  reviews: ShownReview[];
  page: number;
  pageCount: number;
  total: number;
}

const select = {
  id: true,
  body: true,
  createdAt: true,
  editedAt: true,
  author: { select: { handle: true } },
  card: { select: { slug: true, name: true } },
  _count: { select: { likes: true } },
} as const;

async function page(
  whose: { cardId: number } | { author: { handle: string } },
  orderBy: object[],
  asked: number | undefined,
  perPage: number,
): Promise<ReviewsPage> {
  // A review an admin hid is shown to no one here: its author sees it through reviewViewer.
  const where = { ...whose, hiddenAt: null };
  const total = await prisma.cardReview.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // Past the last page is an empty page, as the API's lists answer it.
  const current = Math.max(1, Math.trunc(asked ?? 1) || 1);
  const rows = await prisma.cardReview.findMany({
    where,
    orderBy,
    skip: (current - 1) * perPage,
    take: perPage,
    select,
  });
  const names = [...new Set(rows.flatMap((r) => cardReferences(r.body)))];
  const cards = names.length
    ? await prisma.card.findMany({
        where: { nameKey: { in: names.map(nameKey) } },
        select: { nameKey: true, slug: true },
        orderBy: { id: "asc" },
      })
    : [];
  const slugByKey = new Map<string, string>();
  for (const card of cards) if (!slugByKey.has(card.nameKey)) slugByKey.set(card.nameKey, card.slug);
  const slugOf = (name: string) => slugByKey.get(nameKey(name));
  const reviews = rows.map((r) => ({
    id: r.id,
    author: r.author?.handle ?? null,
    card: r.card,
    markdown: linkCardReferences(r.body, slugOf),
    likes: r._count.likes,
    createdAt: r.createdAt,
    editedAt: r.editedAt,
  }));
  return { reviews, page: current, pageCount, total };
}

/** A card's reviews, most liked first, then newest. */
export function listCardReviews(options: { cardId: number; page?: number; perPage?: number }): Promise<ReviewsPage> {
  return page(
    { cardId: options.cardId },
    [{ likes: { _count: "desc" } }, { createdAt: "desc" }, { id: "desc" }],
    options.page,
    options.perPage ?? REVIEWS_PER_PAGE,
  );
}

/** A card's reviews as the cached card page shows them, kept until a review of that card or a like changes. */
export const cachedCardReviews = cachedQuery("card-reviews", listCardReviews, {
  tags: ({ cardId }) => [cardReviewsTag(cardId)],
});

/** A player's reviews (by their handle), newest first. */
export function listReviewsByAuthor(options: { handle: string; page?: number }): Promise<ReviewsPage> {
  return page(
    { author: { handle: options.handle } },
    [{ createdAt: "desc" }, { id: "desc" }],
    options.page,
    REVIEWS_PER_PAGE,
  );
}
