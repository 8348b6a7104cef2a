// Reads a request body as text, refusing it as soon as it passes `limit`
// bytes, so an enormous upload is never held in memory whole.
import { AppError } from "./errors";

export async function readBodyText(request: Request, limit: number): Promise<string> {
  const tooLarge = () =>
    new AppError("TOO_LARGE", `The body is larger than ${Math.round(limit / 1024)} kB.`, {
      issues: [{ field: "(body)", message: "is too large" }],
    });
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("BAD_QUERY", "The body is not UTF-8 text.");
  }
}
