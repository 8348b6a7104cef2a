// How many of each given card (?ids=1,2,3) the signed-in player owns: the
// deck builder's owned-against-needed and "only cards I own". 401 when signed out.
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getOwnedCounts, MAX_OWNED_QUERY_IDS } from "@/lib/collections/owned-counts";
import { cardIdSchema } from "@/lib/collections/schemas";
import { toErrorResponse } from "@/lib/http/errors";

const idsSchema = z
  .string()
  .max(MAX_OWNED_QUERY_IDS * 12)
  .transform((s): unknown[] => (s.trim() === "" ? [] : s.split(",")))
  .pipe(z.array(cardIdSchema).max(MAX_OWNED_QUERY_IDS, `lists at most ${MAX_OWNED_QUERY_IDS} cards`));

export async function GET(request: Request): Promise<Response> {
  try {
    const cardIds = idsSchema.parse(new URL(request.url).searchParams.get("ids") ?? "");
    const user = await getCurrentUser();
    if (!user) return Response.json({ error: { code: "UNAUTHORIZED", message: "Sign in to use your collection." } }, { status: 401 });
    return Response.json({ owned: await getOwnedCounts({ userId: user.id, cardIds }) }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
