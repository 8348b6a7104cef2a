// The page's cards read in the search's own statement, a round trip fewer than reading them after it: each card's
// fields of cardFieldsSelect as one JSON object, which PostgreSQL writes as Prisma reads them (the schema's field
// names are the columns; numbers, string arrays and JSON columns as they are).
import { cardFieldsSelect } from "../../cards/card-fields";
import type { SqlParams } from "./to-sql";

const cardJson = (alias: string) =>
  `json_build_object(${Object.keys(cardFieldsSelect)
    .map((field) => `'${field}', ${alias}."${field}"`)
    .join(", ")})`;

/**
 * `hits`: a statement answering one row, the page's card ids in order (`ids`) and its count (`n`). The statement
 * answering the same row with the page's cards (`cards`, a JSON array in no order) and the card in the catalogue whose
 * name key is `exactNameKey` (`exact`, null when none or not asked for).
 */
export function withPageCards(hits: string, params: SqlParams, exactNameKey: string | undefined): string {
  const exact =
    exactNameKey === undefined
      ? "NULL::json"
      : `(SELECT ${cardJson("c")} FROM card c WHERE c."nameKey" = ${params.add(exactNameKey)} AND c."retiredAt" IS NULL ORDER BY c."id" LIMIT 1)`;
  return `WITH hits AS MATERIALIZED (${hits})
    SELECT h.ids, h.n, coalesce((SELECT json_agg(${cardJson("c")}) FROM card c WHERE c."id" = ANY (h.ids)), '[]') AS cards,
      ${exact} AS exact
    FROM hits h`;
}
