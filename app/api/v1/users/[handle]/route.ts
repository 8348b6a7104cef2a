// GET /api/v1/users/{handle} — a player's public profile.
import { getApiPlayer } from "@/lib/api/players";
import { getPlayer as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, origin }) => getApiPlayer({ handle: params.handle, origin }));
