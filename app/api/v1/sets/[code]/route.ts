// GET /api/v1/sets/{code} — a set and its cards.
import { getApiSet } from "@/lib/api/catalogue";
import { getSet as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, origin }) => getApiSet({ code: params.code, origin }));
