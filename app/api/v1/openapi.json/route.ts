// GET /api/v1/openapi.json — the OpenAPI 3.1 document, generated from the operation registry.
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { getOpenApi as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, async ({ origin }) => buildOpenApiDocument({ serverUrl: `${origin}/api/v1` }));
