// What a database holds, read from PostgreSQL's catalog rather than a list in
// the code, so tables that later migrations add are backed up too.
import type pg from "pg";

export interface TableInfo {
  schema: string;
  name: string;
  columns: { name: string; type: string }[];
  primaryKey: string[];
  partitioned: boolean;
}

export interface RelationName {
  schema: string;
  name: string;
}

// Every schema but PostgreSQL's own; objects that belong to an extension
// (created by CREATE EXTENSION in a migration) are the extension's business.
const USER_RELATIONS = `
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(relation: { schema: string; name: string }): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

/** Every user table (partitions come through their parent), sorted by schema and name. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(`
    SELECT n.nspname AS schema, c.relname AS name, c.relkind = 'p' AS partitioned,
      (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum)
         FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
      coalesce((SELECT array_agg(a.attname::text ORDER BY k.ord)
         FROM pg_index i
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
         WHERE i.indrelid = c.oid AND i.indisprimary), '{}'::text[]) AS "primaryKey"
    ${USER_RELATIONS} AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`);
  return rows.map((r) => ({ ...r, columns: r.columns ?? [] }));
}

export async function listSequences(client: pg.ClientBase): Promise<RelationName[]> {
  const { rows } = await client.query<RelationName>(`
    SELECT n.nspname AS schema, c.relname AS name ${USER_RELATIONS} AND c.relkind = 'S'
    ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`);
  return rows;
}

/** Materialized views in creation order, to refresh after a restore. */
export async function listMaterializedViews(client: pg.ClientBase): Promise<RelationName[]> {
  const { rows } = await client.query<RelationName>(`
    SELECT n.nspname AS schema, c.relname AS name ${USER_RELATIONS} AND c.relkind = 'm' ORDER BY c.oid`);
  return rows;
}
