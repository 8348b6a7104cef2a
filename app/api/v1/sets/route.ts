// GET /api/v1/sets — every set, in release order.
import { listApiSets } from "@/lib/api/catalogue";
import { listSets as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query, origin }) => listApiSets({ origin, page: query }));
