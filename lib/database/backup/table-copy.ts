// A table's rows as COPY text, in and out of PostgreSQL, with a running
// sha256. Rows go out in primary-key order under fixed output settings, so
// the same rows always give the same text and the same sum: a restore is
// checked by exporting what it loaded and comparing sums.
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type pg from "pg";
import { from as copyFrom, to as copyTo, type CopyStreamQuery, type CopyToStreamQuery } from "pg-copy-streams";
import { qualified, quoteIdent, type TableInfo } from "./catalog";

/** Session settings under which values print the same way on backup and on restore. */
export const STABLE_TEXT_SETTINGS = [
  "SET DateStyle = 'ISO, YMD'",
  "SET TimeZone = 'UTC'",
  "SET IntervalStyle = 'postgres'",
  "SET extra_float_digits = 3",
  "SET bytea_output = 'hex'",
  "SET client_encoding = 'UTF8'",
].join("; ");

/** Passes bytes through, counting and hashing them. */
export class Digest extends Transform {
  private readonly hash = createHash("sha256");
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  hex(): string {
    return this.hash.digest("hex");
  }
}

const columnList = (table: Pick<TableInfo, "columns">) => table.columns.map((c) => quoteIdent(c.name)).join(", ");

/** The table's rows as COPY text; its rowCount is set once the stream ends. */
export function copyOut(client: pg.ClientBase, table: TableInfo): CopyToStreamQuery {
  const columns = columnList(table);
  // Without a primary key the whole row, as text, gives the order.
  const order =
    table.primaryKey.length > 0 ? table.primaryKey.map(quoteIdent).join(", ") : `ROW(${columns})::text COLLATE "C"`;
  return client.query(copyTo(`COPY (SELECT ${columns} FROM ${qualified(table)} ORDER BY ${order}) TO STDOUT`));
}

/** Loads COPY text into the table; FREEZE needs the table truncated in the same transaction. */
export function copyIn(client: pg.ClientBase, table: TableInfo, options: { freeze: boolean }): CopyStreamQuery {
  const freeze = options.freeze && !table.partitioned ? " WITH (FREEZE)" : "";
  return client.query(copyFrom(`COPY ${qualified(table)} (${columnList(table)}) FROM STDIN${freeze}`));
}
