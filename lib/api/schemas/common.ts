// Shapes every API operation shares: the error body, pagination, dates. Pure.
import { z } from "zod";
import { queryInt } from "../../http/query-int";

export const MAX_PAGE_SIZE = 100;

/** The one body of every 4xx (and the rare 500): a code, a message, and the fields at fault. */
export const errorBodySchema = z.object({
  error: z
    .object({
      code: z.string().meta({
        description:
          "NOT_FOUND, INVALID_INPUT, BAD_QUERY, CONFLICT, UNAUTHORIZED, FORBIDDEN, METHOD_NOT_ALLOWED, TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED or INTERNAL",
      }),
      message: z.string(),
      issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      currentVersion: z.int().optional().meta({ description: "On a deck CONFLICT: the version now stored." }),
      retryAfterSeconds: z
        .int()
        .optional()
        .meta({ description: "On RATE_LIMITED: seconds until the next attempt is allowed." }),
    })
    .loose(),
});

/** `page` and `pageSize` as every list endpoint reads them. */
export const paginationQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000, fallback: 1 }),
  pageSize: queryInt({ min: 1, max: MAX_PAGE_SIZE, fallback: 20 }),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** A page of items: every list endpoint answers this shape (with `Link` headers for next and prev). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
    total: z.int().min(0),
    pageCount: z.int().min(1),
    items: z.array(item),
  });
}

export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDay = z.iso.date();

/** An id in a path: a slug, a code, a cuid. Bounded so odd input is a 404, not work. */
export const pathIdSchema = z.string().trim().min(1).max(100);
