// GET /api/card-faces/{slug}: what the card preview popover draws, fetched
// when a card name is first pointed at. Public and cacheable.
import { z } from "zod";
import { getCardFace } from "@/lib/cards/card-face";
import { toErrorResponse } from "@/lib/http/errors";

const paramsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, "is a card slug: lower-case letters, digits and hyphens"),
});

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const { slug } = paramsSchema.parse(await params);
    const { id: _id, ...card } = await getCardFace({ slug });
    return Response.json(card, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
