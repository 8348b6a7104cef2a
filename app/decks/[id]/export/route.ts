// GET /decks/<id>/export?format=text|json — for anyone who may view the deck.
import { getCurrentUser } from "@/lib/auth/current-user";
import { exportDeckJson, exportDeckText } from "@/lib/decklists/export";
import { attachment, exportFilename } from "@/lib/decklists/export-filename";
import { exportFormatSchema } from "@/lib/decks/schemas";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { toErrorResponse } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const format = exportFormatSchema.parse(new URL(request.url).searchParams.get("format") ?? undefined);
    const user = await getCurrentUser();
    const deck = await getDeckForViewer({ deckId: (await params).id, viewerId: user?.id ?? null });
    const headers = {
      "Cache-Control": "private, no-store",
      "Content-Disposition": attachment(exportFilename(deck.name, format === "json" ? "json" : "txt")),
    };
    if (format === "json") return Response.json(exportDeckJson(deck), { headers });
    return new Response(exportDeckText(deck), { headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
