// A card's reviews shaped for the API: read-only, most liked first, then newest.
import "server-only";
import { prisma } from "../db";
import { AppError } from "../http/errors";
import { listCardReviews } from "../reviews/list-reviews";
import { toPage } from "./pagination";
import type { PaginationQuery } from "./schemas/common";

export async function listApiCardReviews({
  slug,
  origin,
  page,
}: {
  slug: string;
  origin: string;
  page: PaginationQuery;
}) {
  const card = await prisma.card.findUnique({ where: { slug }, select: { id: true, slug: true } });
  if (!card) throw new AppError("NOT_FOUND", `No card has the slug '${slug}'.`);
  const found = await listCardReviews({ cardId: card.id, page: page.page, perPage: page.pageSize });
  const items = found.reviews.map((r) => ({
    id: r.id,
    author: r.author,
    markdown: r.markdown,
    likes: r.likes,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    url: `${origin}/cards/${encodeURIComponent(card.slug)}#review-${r.id}`,
  }));
  return toPage(items, found.total, page);
}
