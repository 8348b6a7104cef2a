// Every table's row count and checksum, computed in SQL independently of the
// backup code (whole rows as text, sorted as text), optionally inside an
// exported snapshot so a test can see exactly what a backup saw.
import pg from "pg";

export type Fingerprints = Record<string, { rows: number; md5: string }>;

export async function tableFingerprints(url: string, options: { snapshot?: string } = {}): Promise<Fingerprints> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    if (options.snapshot) await client.query(`SET TRANSACTION SNAPSHOT ${client.escapeLiteral(options.snapshot)}`);
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
    );
    const result: Fingerprints = {};
    for (const { name } of tables) {
      const [schema, table] = name.split(".").map((part) => client.escapeIdentifier(part));
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5 FROM ${schema}.${table} t`,
      );
      result[name] = rows[0]!;
    }
    await client.query("COMMIT");
    return result;
  } finally {
    await client.end();
  }
}
