// GET /decks/engine-cards?slugs=a,b — cards with the legality engine's data,
// for cards the builder's search pane found. Catalogue data: public.
import { z } from "zod";
import { findBuilderCards } from "@/lib/decks/deck-cards";
import { toErrorResponse } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

const slugsSchema = z
  .string()
  .trim()
  .min(1, "Name at least one card")
  .transform((s) => s.split(",").map((slug) => slug.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(200)).min(1).max(60, "At most 60 cards at a time"));

export async function GET(request: Request) {
  try {
    const slugs = slugsSchema.parse(new URL(request.url).searchParams.get("slugs") ?? "");
    return Response.json({ items: await findBuilderCards({ slugs }) });
  } catch (error) {
    return toErrorResponse(error);
  }
}
