// GET /api/v1/formats — every format and its revision dates.
import { listFormats as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";
import { listApiFormats } from "@/lib/api/rules";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query, origin }) => listApiFormats({ origin, page: query }));
