// A small JSON body for the collection's route handlers: JSON only (a form
// post from another site cannot send it without a preflight), at most
// MAX_COUNT_BODY_BYTES, refused with a 4xx otherwise.
import { AppError } from "@/lib/http/errors";
import { parseJson } from "@/lib/http/parse-json";
import { readBodyText } from "@/lib/http/read-body";

const MAX_COUNT_BODY_BYTES = 1024;

export async function readJsonBody(request: Request, limit = MAX_COUNT_BODY_BYTES): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? ""))
    throw new AppError("BAD_QUERY", "Send the body as application/json.");
  const text = await readBodyText(request, limit);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new AppError("BAD_QUERY", "The body is not valid JSON.");
  return parsed.value;
}
