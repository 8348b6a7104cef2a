// GET /api/v1/cards — card search: every field of each card, a page at a time. The server answers this address
// without Next (ADR 015) with these same handlers.
import { cardSearchRoute } from "@/lib/api/card-search-routes";

export const dynamic = "force-dynamic";
export const OPTIONS = cardSearchRoute.OPTIONS;
export const GET = cardSearchRoute.GET;
