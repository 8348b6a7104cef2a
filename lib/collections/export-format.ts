// A collection as CSV (owned and wanted, every column the importer reads) and
// as text (one count per line, the decklist form). Pure: callers pass the rows.
import { toCsv } from "../http/csv";
import type { CollectionField } from "./schemas";

export interface CollectionRow {
  slug: string;
  name: string;
  setCode: string;
  number: number;
  owned: number;
  wanted: number;
}

const COLLECTION_CSV_COLUMNS = ["set", "number", "name", "slug", "owned", "wanted"];
export const COLLECTION_CSV_HEADER = COLLECTION_CSV_COLUMNS.join(",");

const inCatalogueOrder = (rows: readonly CollectionRow[]) =>
  [...rows].sort((a, b) => a.setCode.localeCompare(b.setCode) || a.number - b.number);

/** Every row with a count, in set and number order. */
export function collectionCsv(rows: readonly CollectionRow[]): string {
  const body = inCatalogueOrder(rows)
    .filter((r) => r.owned > 0 || r.wanted > 0)
    .map((r) => [r.setCode, r.number, r.name, r.slug, r.owned, r.wanted]);
  return toCsv(COLLECTION_CSV_COLUMNS, body);
}

/** "3 Name (CORE 12)" per card with a count in `field`: the set and number keep reprints apart. */
export function collectionText(rows: readonly CollectionRow[], field: CollectionField): string {
  const lines = inCatalogueOrder(rows)
    .filter((r) => r[field] > 0)
    .map((r) => `${r[field]} ${r.name} (${r.setCode} ${r.number})`);
  return `# Starport ${field === "owned" ? "collection" : "want list"}\n${lines.join("\n")}\n`;
}
