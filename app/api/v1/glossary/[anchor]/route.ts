// GET /api/v1/glossary/{anchor} — one entry: markup, plain text, related entries, cards.
import { getGlossaryEntry as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";
import { getApiGlossaryEntry } from "@/lib/api/rules";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, origin }) => getApiGlossaryEntry({ anchor: params.anchor, origin }));
