import { createHash } from "node:crypto";
import { AppError, toErrorResponse } from "@/lib/http/errors";
import { cardSearchParamsSchema } from "@/lib/search/api-query";
import { cachedSearchCards } from "@/lib/cache/search-reads";


// Read-only and public: any site may call it.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, OPTIONS",
  "Access-Control-Allow-Headers": "If-None-Match",
  "Access-Control-Expose-Headers": "ETag",
};

export function OPTIONS() {
  return new Response(null, { status: 204, headers: CORS });
}

export async function GET(request: Request) {
  try {
    const params = cardSearchParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const result = await cachedSearchCards({ q: params.q, page: params.page, pageSize: params.pageSize, sort: params.sort ?? null });
    if (!result.ok) throw new AppError("BAD_QUERY", result.error.message, { column: result.error.column, length: result.error.length });
    const origin = new URL(request.url).origin;
    const body = JSON.stringify({
      total: result.total,
      totalIsLowerBound: result.totalIsLowerBound,
      page: result.page,
      pageSize: result.pageSize,
      pageCount: result.pageCount,
      sort: result.sort,
      suggestion: result.suggestion,
      items: result.items.map((c) => ({ ...c, id: undefined, url: `${origin}/cards/${c.slug}` })),
    });
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const headers = { ...CORS, ETag: etag, "Cache-Control": "public, max-age=60", "Content-Type": "application/json" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { status: 200, headers });
  } catch (error) {
    return toErrorResponse(error, CORS);
  }
}
