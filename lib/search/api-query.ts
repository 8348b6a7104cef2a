// The card search API's query parameters (GET /api/v1/cards).
import { z } from "zod";
import { queryInt } from "../http/query-int";
import { SEARCH_SORTS } from "./engine";

export const MAX_PAGE_SIZE = 100;

export const cardSearchParamsSchema = z.object({
  // Control characters (a NUL byte included) cannot be stored or searched: they read as spaces.
  q: z
    .string()
    .max(500, "is at most 500 characters")
    .default("")
    .transform((q) => q.replace(/[\u0000-\u001f\u007f]/g, " ")),
  page: queryInt({ min: 1, max: 10_000, fallback: 1 }),
  pageSize: queryInt({ min: 1, max: MAX_PAGE_SIZE, fallback: 20 }),
  sort: z.enum(SEARCH_SORTS).optional(),
});
export type CardSearchParams = z.infer<typeof cardSearchParamsSchema>;
