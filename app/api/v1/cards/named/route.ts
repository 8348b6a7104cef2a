// GET /api/v1/cards/named?exact=|fuzzy= — one card by name, or 404 with the closest names.
import { getNamedCard } from "@/lib/api/lookups";
import { getNamedCard as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query, origin }) => getNamedCard({ ...query, origin }));
