// GET /api/v1/cards/random?q= — a random card among a query's matches; never cached.
import { getRandomCard } from "@/lib/api/lookups";
import { getRandomCard as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query, origin }) => getRandomCard({ q: query.q, origin }), {
  cacheControl: "no-store",
});
