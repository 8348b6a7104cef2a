// GET /api/v1/cards/{slug} — every field of one card, errata and rulings.
import { getApiCard } from "@/lib/api/catalogue";
import { getCard as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, origin }) => getApiCard({ slug: params.slug, origin }));
