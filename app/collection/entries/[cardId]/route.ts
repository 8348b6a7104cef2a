// One card's counts in the signed-in player's collection: GET reads them (the
// card page's control), PUT sets one of them if it still holds the value the
// page last saw (409 with the stored counts otherwise). 401 when signed out.
import { getCurrentUser } from "@/lib/auth/current-user";
import { getCardCounts } from "@/lib/collections/get-card-counts";
import { readJsonBody } from "@/lib/collections/read-json-body";
import { cardIdSchema, setQuantitySchema } from "@/lib/collections/schemas";
import { setQuantity } from "@/lib/collections/set-quantity";
import { toErrorResponse } from "@/lib/http/errors";

type Context = { params: Promise<{ cardId: string }> };
const NO_STORE = { "Cache-Control": "private, no-store" };
const signedOut = () =>
  Response.json(
    { error: { code: "UNAUTHORIZED", message: "Sign in to use your collection." } },
    { status: 401, headers: NO_STORE },
  );

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  try {
    const cardId = cardIdSchema.parse((await params).cardId);
    const user = await getCurrentUser();
    if (!user) return signedOut();
    return Response.json(await getCardCounts({ userId: user.id, cardId }), { headers: NO_STORE });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}

export async function PUT(request: Request, { params }: Context): Promise<Response> {
  try {
    const cardId = cardIdSchema.parse((await params).cardId);
    const input = setQuantitySchema.parse(await readJsonBody(request));
    const user = await getCurrentUser();
    if (!user) return signedOut();
    return Response.json(await setQuantity({ ...input, userId: user.id, cardId }), { headers: NO_STORE });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}
