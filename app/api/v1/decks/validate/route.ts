import { checkDecklist } from "@/lib/decks/check-deck";
import { checkFormSchema, MAX_BODY_BYTES, validateJsonSchema } from "@/lib/decks/validate-request";
import { AppError, toErrorResponse } from "@/lib/http/errors";
import { readBodyText } from "./read-body";

export const dynamic = "force-dynamic";

// Public and stateless: any site may ask for a verdict.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

export function OPTIONS() {
  return new Response(null, { status: 204, headers: CORS });
}

/** JSON `{ format, cards: [{ name | slug, quantity, section? }] }`, or a text decklist with `?format=`. */
async function readCheck(request: Request) {
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text.trim() === "") throw new AppError("BAD_QUERY", "The body is empty: send a decklist as text or JSON.");
  const queryFormat = new URL(request.url).searchParams.get("format") ?? undefined;
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("json")) {
    const form = checkFormSchema.parse({ format: queryFormat, decklist: text });
    return checkDecklist({ text: form.decklist, formatId: form.format });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError("BAD_QUERY", `The body is not valid JSON: ${(error as Error).message}`);
  }
  const body = validateJsonSchema.parse(json && typeof json === "object" && !Array.isArray(json) && queryFormat ? { format: queryFormat, ...json } : json);
  const entries = body.cards.map((c) => ({ name: c.slug ?? c.name!, quantity: c.quantity, ...(c.section ? { section: c.section } : {}) }));
  return checkDecklist({ entries, formatId: body.format });
}

export async function POST(request: Request) {
  try {
    const { format, verdict, unknown, problems } = await readCheck(request);
    return Response.json({ format: format.id, ...verdict, unknown, problems }, { headers: CORS });
  } catch (error) {
    return toErrorResponse(error, CORS);
  }
}
