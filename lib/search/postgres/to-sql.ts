// Translates a query syntax tree into a PostgreSQL condition over `card c`,
// with numbered parameters. Shared by the engine and the benchmark.
import type { NumericField, QueryNode } from "../query/ast";

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

/** The "key:value" search term a keyed filter looks for (see search-terms.ts). */
export function termFor(node: QueryNode): string | null {
  const lc = (s: string) => s.toLowerCase();
  switch (node.kind) {
    case "type":
      return `t:${lc(node.value)}`;
    case "subtype":
      return `st:${lc(node.value)}`;
    case "keyword":
      return `k:${lc(node.value)}`;
    case "trait":
      return `tr:${lc(node.value)}`;
    case "skill":
      return node.level ? `sk:${node.skill}=${node.level}` : `sk:${node.skill}`;
    case "capability":
      return `cap:${node.value}`;
    case "set":
      return `set:${lc(node.value)}`;
    case "is":
      return `is:${node.value}`;
    case "requires":
      return `req:${node.value}`;
    default:
      return null;
  }
}

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

/** The positive bare words and phrases of a query: what relevance ranks by. */
export function rankedWords(node: QueryNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case "and":
    case "or":
      return node.children.flatMap(rankedWords);
    case "word":
    case "phrase":
    case "exactName":
      return [node.value];
    default:
      return [];
  }
}
