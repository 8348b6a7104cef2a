// Translates a query syntax tree into a PostgreSQL condition over `card c`,
// with numbered parameters. Shared by the engine and the benchmark.
import type { NumericField, QueryNode } from "../query/ast";
import { termFor } from "../query/terms";

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

/** The lexeme part of a bare word, for a prefix full-text query; null when none. */
export function prefixQuery(word: string): string | null {
  const lexeme = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  return lexeme ? `${lexeme}:*` : null;
}

export function toSqlCondition(node: QueryNode, params: SqlParams): string {
  switch (node.kind) {
    case "and":
      return `(${node.children.map((c) => toSqlCondition(c, params)).join(" AND ")})`;
    case "or":
      return `(${node.children.map((c) => toSqlCondition(c, params)).join(" OR ")})`;
    case "not":
      // A card without the field (NULL) is not excluded by a negated test.
      return `NOT coalesce(${toSqlCondition(node.child, params)}, false)`;
    case "word": {
      const like = params.add(likePattern(node.value));
      const prefix = prefixQuery(node.value);
      // Full text (stemmed, prefix) over name, tags and rules text, or a substring of the name.
      // Misspellings are not matched here (that would scan every row): the engine offers corrections.
      return prefix
        ? `(c."searchVector" @@ to_tsquery('english', ${params.add(prefix)}) OR c."name" ILIKE ${like})`
        : `(c."name" ILIKE ${like} OR c."text" ILIKE ${like})`;
    }
    case "phrase":
      // The words next to each other, in this order, in the name, the tags or the rules text (icons read as their
      // words: "target crew" matches "target [crew]").
      return `c."searchVector" @@ phraseto_tsquery('english', ${params.add(node.value)})`;
    case "exactName":
      return `lower(c."name") = lower(${params.add(node.value)})`;
    case "text":
      return `c."text" ILIKE ${params.add(likePattern(node.value))}`;
    case "flavor":
      return `c."flavor" ILIKE ${params.add(likePattern(node.value))}`;
    case "number":
      return `${NUMERIC_COLUMNS[node.field]} ${node.op === "!=" ? "<>" : node.op} ${params.add(node.value)}`;
    default:
      return `c."searchTerms" @> ARRAY[${params.add(termFor(node))}]::text[]`;
  }
}
