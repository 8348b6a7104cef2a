// Fills a migrated scratch database with a synthetic catalogue of `size`
// cards (scripts/bench/synthetic-cards.ts), then refreshes the search indexes
// as the app does after a catalogue load.
import pg from "pg";
import { readCatalogue } from "../../seed/read-catalogue";
import { POSTGRES_REFRESH } from "../../lib/search/refresh";
import { syntheticCards } from "./synthetic-cards";

export async function insertSyntheticCatalogue(url: string, size: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO card_set (code, name, "releasedOn", description, position) VALUES
      ('CORE', 'Core', '2026-01-01', 'synthetic', 0), ('DRFT', 'Drift', '2026-06-01', 'synthetic', 1)`);
    const all = syntheticCards(readCatalogue().cards, size);
    const columns = Object.keys(all[0]!);
    const batch = 500;
    for (let i = 0; i < all.length; i += batch) {
      const rows = all.slice(i, i + batch);
      const values: unknown[] = [];
      const tuples = rows.map(
        (row) =>
          `(${columns
            .map((c) => {
              values.push((row as Record<string, unknown>)[c]);
              return `$${values.length}`;
            })
            .join(", ")})`,
      );
      await client.query(
        `INSERT INTO card (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
        values,
      );
    }
    for (const statement of POSTGRES_REFRESH) await client.query(statement);
  } finally {
    await client.end();
  }
}
