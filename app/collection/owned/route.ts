// How many of each given card the signed-in player owns, by card id
// (?ids=1,2,3) or by slug (?slugs=a,b: the deck builder knows its cards by
// slug): the builder's owned-against-needed and "only cards I own". 401 when signed out.
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getOwnedCounts, getOwnedCountsBySlug, MAX_OWNED_QUERY_IDS } from "@/lib/collections/owned-counts";
import { cardIdSchema } from "@/lib/collections/schemas";
import { toErrorResponse } from "@/lib/http/errors";

const listOf = <T extends z.ZodType>(item: T, longest: number) =>
  z
    .string()
    .max(MAX_OWNED_QUERY_IDS * (longest + 1))
    .transform((s): unknown[] => (s.trim() === "" ? [] : s.split(",")))
    .pipe(z.array(item).max(MAX_OWNED_QUERY_IDS, `lists at most ${MAX_OWNED_QUERY_IDS} cards`));

const querySchema = z.object({
  ids: listOf(cardIdSchema, 11).optional(),
  slugs: listOf(z.string().trim().toLowerCase().min(1).max(120), 120).optional(),
});

export async function GET(request: Request): Promise<Response> {
  try {
    const params = new URL(request.url).searchParams;
    const { ids, slugs } = querySchema.parse({
      ids: params.get("ids") ?? undefined,
      slugs: params.get("slugs") ?? undefined,
    });
    const user = await getCurrentUser();
    if (!user)
      return Response.json(
        { error: { code: "UNAUTHORIZED", message: "Sign in to use your collection." } },
        { status: 401 },
      );
    const owned = slugs
      ? await getOwnedCountsBySlug({ userId: user.id, slugs })
      : await getOwnedCounts({ userId: user.id, cardIds: ids ?? [] });
    return Response.json({ owned }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
