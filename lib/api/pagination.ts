// Pagination shared by every list endpoint: a page of a list already in
// memory, the page count, and the `Link` header pointing at next and prev. Pure.
import type { PaginationQuery } from "./schemas/common";

export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  items: T[];
}

const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** `skip` and `take` for a database query. */
export const pageWindow = ({ page, pageSize }: PaginationQuery) => ({ skip: (page - 1) * pageSize, take: pageSize });

export function toPage<T>(items: T[], total: number, { page, pageSize }: PaginationQuery): Page<T> {
  return { page, pageSize, total, pageCount: pageCountOf(total, pageSize), items };
}

/** One page of a short list held whole (sets, formats, the glossary). */
export function slicePage<T>(all: readonly T[], query: PaginationQuery): Page<T> {
  const { skip, take } = pageWindow(query);
  return toPage(all.slice(skip, skip + take), all.length, query);
}

/** `<…?page=2>; rel="next", <…?page=1>; rel="prev"` (plus first and last), keeping the request's other parameters. */
export function linkHeader(requestUrl: string, page: { page: number; pageCount: number }): string | null {
  const at = (n: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(n));
    return `<${url.toString()}>`;
  };
  const links: string[] = [];
  if (page.page < page.pageCount) links.push(`${at(page.page + 1)}; rel="next"`);
  if (page.page > 1) links.push(`${at(Math.min(page.page - 1, page.pageCount))}; rel="prev"`);
  links.push(`${at(1)}; rel="first"`, `${at(page.pageCount)}; rel="last"`);
  return links.join(", ");
}
