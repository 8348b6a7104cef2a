// GET /api/v1/cards/{slug}/reviews — a card's reviews, most liked first, one page at a time.
import { listCardReviews as operation } from "@/lib/api/operations";
import { listApiCardReviews } from "@/lib/api/reviews";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, query, origin }) =>
  listApiCardReviews({ slug: params.slug, origin, page: query }),
);
