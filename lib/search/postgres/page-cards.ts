// The page's cards read in the search's own statement, a round trip fewer than reading them after it: the fields of
// cardFieldsSelect as columns (the schema's field names are the columns, and pg reads them as Prisma does), one row
// per card, each row also carrying the search's own answer.
import { cardFieldsSelect, toCardFields, type CardFieldsRow } from "../../cards/card-fields";
import type { CardFields } from "../../cards/card-record";
import type { SqlParams } from "./to-sql";

/** What the search statement answers in one row: the page's card ids in order, and the count. */
export interface HitsRow {
  ids: number[];
  n: number | null;
}

type PageCardRow = { pageIds: number[] | null; pageCount: number | null; isExact: boolean } & (
  CardFieldsRow | { [field in keyof CardFieldsRow]: null }
);

const columns = Object.keys(cardFieldsSelect)
  .map((field) => `c."${field}"`)
  .join(", ");

/**
 * `hits`: a statement answering a HitsRow. The statement answering it with the page's cards, and the card in the
 * catalogue whose name key is `exactNameKey` when given (a row of its own).
 */
export function withPageCards(hits: string, params: SqlParams, exactNameKey: string | undefined): string {
  const exact =
    exactNameKey === undefined
      ? ""
      : `UNION ALL (SELECT NULL::int[], NULL::int, true, ${columns} FROM card c
                    WHERE c."nameKey" = ${params.add(exactNameKey)} AND c."retiredAt" IS NULL ORDER BY c."id" LIMIT 1)`;
  // The outer join keeps the search's row when the page is empty.
  return `WITH hits AS MATERIALIZED (${hits})
    (SELECT h.ids AS "pageIds", h.n AS "pageCount", false AS "isExact", ${columns}
     FROM hits h LEFT JOIN card c ON c."id" = ANY (h.ids))
    ${exact}`;
}

/** The search's row and the cards from withPageCards' rows: the page's in no order, and the card named exactly. */
export function readPageCards(rows: PageCardRow[]): { hits: HitsRow; page: CardFields[]; exact: CardFields | null } {
  const page: CardFields[] = [];
  let hits: HitsRow = { ids: [], n: null };
  let exact: CardFields | null = null;
  for (const { pageIds, pageCount, isExact, ...card } of rows) {
    if (!isExact) hits = { ids: pageIds ?? [], n: pageCount };
    if (card.id === null) continue;
    if (isExact) exact = toCardFields(card as CardFieldsRow);
    else page.push(toCardFields(card as CardFieldsRow));
  }
  return { hits, page, exact };
}
