// The page's cards read in the search's own statement, a round trip fewer than reading them after it: the fields of
// cardFieldsSelect as columns (the schema's field names are the columns, and pg reads them as Prisma does), or only
// their names for a list of names, one row per card, each row also carrying the search's own answer.
import { cardFieldsSelect, toCardFields, type CardFieldsRow } from "../../cards/card-fields";
import type { CardFields } from "../../cards/card-record";
import type { CardName } from "../engine";
import type { SqlParams } from "./to-sql";

/** What the search statement answers in one row: the page's card ids in order, and the count. */
export interface HitsRow {
  ids: number[];
  n: number | null;
}

type Nullable<Row> = { [field in keyof Row]: null };
type PageCardRow<Row> = { pageIds: number[] | null; pageCount: number | null; isExact: boolean } & (
  Row | Nullable<Row>
);

const columnsOf = (fields: string[]) => fields.map((field) => `c."${field}"`).join(", ");
const CARD_COLUMNS = columnsOf(Object.keys(cardFieldsSelect));
const NAME_COLUMNS = columnsOf(["id", "slug", "name"]);

/**
 * `hits`: a statement answering a HitsRow. The statement answering it with the page's cards (every field, or only
 * their names), and the card in the catalogue whose name key is `exactNameKey` when given (a row of its own).
 */
export function withPageCards(
  hits: string,
  params: SqlParams,
  read: { fields: "card" | "name"; exactNameKey?: string },
): string {
  const columns = read.fields === "card" ? CARD_COLUMNS : NAME_COLUMNS;
  const exact =
    read.exactNameKey === undefined
      ? ""
      : `UNION ALL (SELECT NULL::int[], NULL::int, true, ${columns} FROM card c
                    WHERE c."nameKey" = ${params.add(read.exactNameKey)} AND c."retiredAt" IS NULL ORDER BY c."id" LIMIT 1)`;
  // The outer join keeps the search's row when the page is empty.
  return `WITH hits AS MATERIALIZED (${hits})
    (SELECT h.ids AS "pageIds", h.n AS "pageCount", false AS "isExact", ${columns}
     FROM hits h LEFT JOIN card c ON c."id" = ANY (h.ids))
    ${exact}`;
}

/** The search's row and the cards from withPageCards' rows: the page's in no order, and the card named exactly. */
function readRows<Row extends { id: number }, Card>(
  rows: PageCardRow<Row>[],
  toCard: (row: Row) => Card,
): { hits: HitsRow; page: Card[]; exact: Card | null } {
  const page: Card[] = [];
  let hits: HitsRow = { ids: [], n: null };
  let exact: Card | null = null;
  for (const { pageIds, pageCount, isExact, ...card } of rows) {
    if (!isExact) hits = { ids: pageIds ?? [], n: pageCount };
    if (card.id === null) continue;
    if (isExact) exact = toCard(card as unknown as Row);
    else page.push(toCard(card as unknown as Row));
  }
  return { hits, page, exact };
}

export const readPageCards = (rows: PageCardRow<CardFieldsRow>[]): { hits: HitsRow; page: CardFields[] } =>
  readRows(rows, toCardFields);

export const readPageNames = (
  rows: PageCardRow<CardName>[],
): { hits: HitsRow; page: CardName[]; exact: CardName | null } =>
  readRows(rows, ({ id, slug, name }) => ({ id, slug, name }));
