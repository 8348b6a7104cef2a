// GET /api/v1/cards — card search: every field of each card, a page at a time.
import { apiRoute, preflight } from "@/lib/api/route";
import { searchCards as operation } from "@/lib/api/operations";
import { toCardItem } from "@/lib/api/catalogue";
import { AppError } from "@/lib/http/errors";
import { cachedSearchCards } from "@/lib/cache/search-reads";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");

export const GET = apiRoute(operation, async ({ query, origin }) => {
  const result = await cachedSearchCards({
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort ?? null,
  });
  if (!result.ok)
    throw new AppError("BAD_QUERY", result.error.message, { column: result.error.column, length: result.error.length });
  const { total, totalIsLowerBound, page, pageSize, pageCount, sort, suggestion } = result;
  return {
    total,
    totalIsLowerBound,
    page,
    pageSize,
    pageCount,
    sort,
    suggestion,
    items: result.items.map((c) => toCardItem(c, origin)),
  };
});
