// GET /random?q= — the page of a card drawn at random among those a query finds (any card without one); never kept.
// A query that does not parse or finds nothing goes to the search page, which says why.
import { randomCardSlug } from "@/lib/api/lookups";
import { AppError } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

const goTo = (location: string) =>
  new Response(null, { status: 307, headers: { Location: location, "Cache-Control": "no-store" } });

export async function GET(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return goTo(`/cards/${encodeURIComponent(await randomCardSlug(q))}`);
  } catch (error) {
    if (error instanceof AppError) return goTo(`/cards?${new URLSearchParams({ q })}`);
    throw error;
  }
}
