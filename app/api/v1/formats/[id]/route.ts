// GET /api/v1/formats/{id} — a format with its current revision and every revision.
import { getFormat as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";
import { getApiFormat } from "@/lib/api/rules";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params }) => getApiFormat({ id: params.id }));
