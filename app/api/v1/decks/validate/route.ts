// POST /api/v1/decks/validate — the verdict for a list and a format: JSON
// `{ format, date?, cards: [{ name | slug, quantity, section? }] }`, or a text
// decklist with `?format=` and `?date=`. The date (YYYY-MM-DD, today when
// absent) picks the format's revision in force that day. Public and stateless.
import { validateDeck as operation } from "@/lib/api/operations";
import { corsHeaders } from "@/lib/api/cors";
import { checkDecklist } from "@/lib/decklists/check";
import { verdictResponseSchema } from "@/lib/api/schemas/validate";
import { checkFormSchema, validateJsonSchema } from "@/lib/decklists/schemas";
import { AppError, toErrorResponse } from "@/lib/http/errors";
import { MAX_BODY_BYTES } from "@/lib/http/limits";
import { readBodyText } from "@/lib/http/read-body";

export const dynamic = "force-dynamic";

// Any site may ask for a verdict. The schemas are the ones the operation registry documents.
const CORS = corsHeaders([operation.method]);

export function OPTIONS() {
  return new Response(null, { status: 204, headers: CORS });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError("BAD_QUERY", `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** The body's type, read from Content-Type and never guessed from the bytes: JSON or a text decklist, else 415. */
function bodyType(request: Request): "json" | "text" {
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (type === "application/json" || /^application\/[\w.-]+\+json$/.test(type)) return "json";
  if (type === "text/plain") return "text";
  throw new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    `A body of type '${type || "none"}' cannot be read here: send application/json or a text/plain decklist.`,
  );
}

async function readCheck(request: Request) {
  const type = bodyType(request);
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text.trim() === "") throw new AppError("BAD_QUERY", "The body is empty: send a decklist as text or JSON.");
  const params = new URL(request.url).searchParams;
  const query = {
    ...(params.has("format") ? { format: params.get("format") } : {}),
    ...(params.has("date") ? { date: params.get("date") } : {}),
  };
  if (type === "text") {
    const form = checkFormSchema.parse({ ...query, decklist: text });
    return checkDecklist({ text: form.decklist, formatId: form.format, on: form.date });
  }
  const json = parseJson(text);
  const body = validateJsonSchema.parse(
    json && typeof json === "object" && !Array.isArray(json) ? { ...query, ...json } : json,
  );
  return checkDecklist({ entries: body.cards, formatId: body.format, on: body.date });
}

export async function POST(request: Request) {
  try {
    const { format, verdict, unknown, problems } = await readCheck(request);
    const answer = verdictResponseSchema.parse({
      format: format.id,
      revision: format.effective ?? null,
      ...verdict,
      unknown,
      problems,
    });
    return Response.json(answer, { headers: { ...CORS, "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error, CORS);
  }
}
