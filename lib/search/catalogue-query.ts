// The catalogue page's filters, as one zod schema shared by the page and its
// form. Bad values are reported, and the filter falls back to "any".
import { z } from "zod";
import { CARD_TYPES, type CardType } from "../cards/vocabulary";
import { SEARCH_SORTS, type SearchSort } from "./engine";
import type { QueryNode } from "./query/ast";
import { printQuery } from "./query/print";

type CatalogueSort = SearchSort;
export const CATALOGUE_PAGE_SIZE = 48;

export interface CatalogueQuery {
  q: string;
  type: CardType | null;
  subtype: string | null;
  set: string | null;
  /** null: by relevance when the query has words, else by name. */
  sort: CatalogueSort | null;
  page: number;
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const oneOf = (values: readonly string[]) => values.map((v) => v.toLowerCase()).join(", ");
// Control characters (a NUL byte included) read as spaces: PostgreSQL cannot compare them.
const text = z.preprocess(
  first,
  z
    .string()
    .max(500, { error: "at most 500 characters" })
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, " ").trim())
    .optional(),
);

const schema = z.object({
  q: text,
  type: z.preprocess(
    (v) => (typeof first(v) === "string" ? String(first(v)).toUpperCase() : first(v)),
    z.enum(CARD_TYPES, { error: `not a card type (${oneOf(CARD_TYPES)})` }).optional(),
  ),
  subtype: text,
  set: z.preprocess(
    (v) => (typeof first(v) === "string" ? String(first(v)).toUpperCase() : first(v)),
    z
      .string()
      .regex(/^[A-Z0-9]{2,6}$/, { error: "a set's code is 2 to 6 letters or digits" })
      .optional(),
  ),
  sort: z.preprocess(first, z.enum(SEARCH_SORTS, { error: `not a sort (${oneOf(SEARCH_SORTS)})` }).optional()),
  page: z.preprocess(
    first,
    z.coerce
      .number({ error: "not a number" })
      .int({ error: "not a whole number" })
      .min(1, { error: "pages start at 1" })
      .max(10_000, { error: "at most 10,000" })
      .optional(),
  ),
});

export function parseCatalogueQuery(params: Record<string, string | string[] | undefined>): {
  query: CatalogueQuery;
  problems: string[];
} {
  const problems: string[] = [];
  const cleaned: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape) as (keyof typeof schema.shape)[]) {
    const raw = first(params[key]);
    if (raw === undefined || raw === "") continue;
    const one = schema.shape[key].safeParse(raw);
    if (one.success) cleaned[key] = one.data;
    else problems.push(`Ignored ${key} '${String(raw).slice(0, 40)}': ${one.error.issues[0]?.message ?? "invalid"}`);
  }
  return {
    query: {
      q: (cleaned.q as string | undefined) ?? "",
      type: (cleaned.type as CardType | undefined) ?? null,
      subtype: (cleaned.subtype as string | undefined) || null,
      set: (cleaned.set as string | undefined) ?? null,
      sort: (cleaned.sort as CatalogueSort | undefined) ?? null,
      page: (cleaned.page as number | undefined) ?? 1,
    },
    problems,
  };
}

/** The URL of the catalogue with `query` changed by `patch` (page resets unless given). */
export function catalogueHref(query: CatalogueQuery, patch: Partial<CatalogueQuery> = {}): string {
  const next = { ...query, page: 1, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.type) params.set("type", next.type.toLowerCase());
  if (next.subtype) params.set("subtype", next.subtype);
  if (next.set) params.set("set", next.set);
  if (next.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `/cards?${s}` : "/cards";
}

/** The catalogue with no filter: links patch it (a card's type, a trait's search). Read once, not per link. */
export const ALL_CARDS: CatalogueQuery = parseCatalogueQuery({}).query;

/** The catalogue searched for one condition: from a card's trait, keyword or skill to every card that has it. */
export function searchHref(condition: QueryNode): string {
  return catalogueHref(ALL_CARDS, { q: printQuery(condition) });
}
