// GET /api/v1/glossary — the rules reference's glossary entries.
import { listGlossary as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";
import { listApiGlossary } from "@/lib/api/rules";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query: { kind, ...page }, origin }) =>
  listApiGlossary({ origin, kind, page }),
);
