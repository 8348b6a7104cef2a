// Translates a query syntax tree into a PostgreSQL condition over `card c`,
// with numbered parameters. Bare words and phrases become text-search
// conditions on the card's search words (see word-queries.ts). Shared by the
// engine and the benchmark.
import { nameKey } from "../../cards/normalise-name";
import type { NumericField, QueryNode } from "../query/ast";
import { termFor } from "../query/terms";
import { zeroMeets } from "../engine";

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const NUMERIC_COLUMNS: Record<NumericField, string> = {
  cost: 'c."cost"',
  cv: 'c."creditValue"',
  vp: 'c."vp"',
  dist: 'c."distance"',
  jump: 'c."jump"',
  av: 'c."attack"',
  dv: 'c."defense"',
  str: 'c."structure"',
  crew: 'c."crewSlots"',
  slots: 'c."upgradeSlotCount"',
};

export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The condition a bare word or phrase stands for (see word-queries.ts); null
 * when it has no search words (it then constrains nothing). `negated`: the
 * word sits under a "-".
 */
export type WordQuery = (node: Extract<QueryNode, { kind: "word" | "phrase" }>, negated: boolean) => string | null;

export interface SqlContext {
  params: SqlParams;
  words: WordQuery;
  /** A keyed term a large share of the catalogue holds: tested on the rows other conditions bring (see word-queries.ts). */
  common?: (term: string) => boolean;
  /** The signed-in player, for own/want. */
  collectionUserId?: string;
}

const COLLECTION_COLUMNS = { own: '"owned"', want: '"wanted"' } as const;

/** The player's id as a parameter. */
function playerOf(context: SqlContext): string {
  if (!context.collectionUserId) throw new Error("own/want need the signed-in player's collection");
  return context.params.add(context.collectionUserId);
}

/** The count's test on the player's row `e`. */
const countTest = (node: Extract<QueryNode, { kind: "collection" }>, { params }: SqlContext) =>
  `e.${COLLECTION_COLUMNS[node.list]} ${node.op === "!=" ? "<>" : node.op} ${params.add(node.value)}`;

/**
 * own/want as a correlated test on the player's row for the card (the primary
 * key is user then card): a semi-join on the rows that meet the test, or, when
 * a count of 0 meets it too (own=0, own<3), an anti-join on the rows that fail
 * it. The anti-join probes one row per card where NOT IN would hash the whole
 * collection on every statement.
 */
function collectionCondition(node: Extract<QueryNode, { kind: "collection" }>, context: SqlContext): string {
  const test = countTest(node, context);
  const row = (condition: string) =>
    `EXISTS (SELECT FROM collection_entry e WHERE e."userId" = ${playerOf(context)} AND e."cardId" = c."id" AND ${condition})`;
  return zeroMeets(node.op, node.value) ? `NOT ${row(`NOT (${test})`)}` : row(test);
}

/** An own/want condition a card can meet only through a row of the player's (own>=1, want>2: a count of 0 fails it). */
const needsRow = (node: QueryNode): node is Extract<QueryNode, { kind: "collection" }> =>
  node.kind === "collection" && !zeroMeets(node.op, node.value);

/** Every match must pass an own/want test only the player's rows can pass. */
export function canStartFromCollection(node: QueryNode): boolean {
  return (node.kind === "and" ? node.children : [node]).some(needsRow);
}

/**
 * The condition with every own/want test all matches must pass (a row-needing test ANDed at the top) turned into
 * the list of the player's cards that pass it, looked up once. A scan that needs no order then starts from those
 * cards by the card key instead of testing the collection card by card; under OR or "-" the card-by-card test stays.
 * Null when the query has no such test. `rowsNeeded`: how many matches the scan reads at most.
 */
export function toCollectionFirstCondition(node: QueryNode, context: SqlContext, rowsNeeded: number): string | null {
  if (!canStartFromCollection(node)) return null;
  const top = node.kind === "and" ? node.children : [node];
  // Alone, the test is met by every card on the list: the first rows needed are enough, once retired cards (which
  // no search finds) are left out of them.
  const alone = top.length === 1;
  const entries = alone
    ? `collection_entry e JOIN card r ON r."id" = e."cardId" AND r."retiredAt" IS NULL`
    : "collection_entry e";
  return `(${top
    .map((child) =>
      needsRow(child)
        ? `c."id" = ANY (ARRAY(SELECT e."cardId" FROM ${entries} WHERE e."userId" = ${playerOf(context)} AND ${countTest(child, context)}${alone ? ` LIMIT ${rowsNeeded}` : ""}))`
        : toSqlCondition(child, context),
    )
    .join(" AND ")})`;
}

export function toSqlCondition(node: QueryNode, context: SqlContext, negated = false): string {
  const { params } = context;
  switch (node.kind) {
    case "and":
      return `(${node.children.map((c) => toSqlCondition(c, context, negated)).join(" AND ")})`;
    case "or":
      return `(${node.children.map((c) => toSqlCondition(c, context, negated)).join(" OR ")})`;
    case "not":
      // A card without the field (NULL) is not excluded by a negated test; own/want are never NULL, and a bare NOT EXISTS can become an anti-join.
      if (node.child.kind === "collection") return `NOT ${collectionCondition(node.child, context)}`;
      return `NOT coalesce(${toSqlCondition(node.child, context, !negated)}, false)`;
    case "word":
    case "phrase":
      return context.words(node, negated) ?? "true";
    case "exactName":
      return `c."nameKey" = ${params.add(nameKey(node.value))}`;
    case "text":
      return `c."text" ILIKE ${params.add(likePattern(node.value))}`;
    case "flavor":
      return `c."flavor" ILIKE ${params.add(likePattern(node.value))}`;
    case "collection":
      return collectionCondition(node, context);
    case "number":
      return `${NUMERIC_COLUMNS[node.field]} ${node.op === "!=" ? "<>" : node.op} ${params.add(node.value)}`;
    default: {
      const term = termFor(node)!;
      return `c."searchTerms" @> ARRAY[${params.add(term)}]::text[]${context.common?.(term) ? " IS TRUE" : ""}`;
    }
  }
}
