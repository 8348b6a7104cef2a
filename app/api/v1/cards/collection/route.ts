// POST /api/v1/cards/collection — up to 75 cards by slug, name or set and number, and the identifiers not found.
import { getCardCollection } from "@/lib/api/lookups";
import { getCardCollection as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("POST");
export const POST = apiRoute(operation, ({ body, origin }) => getCardCollection({ ...body, origin }));
