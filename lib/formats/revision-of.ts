// A FormatRevision row as the revision it stores, validated again on the way
// out (the definition column is JSON). No Prisma import: scripts use it too.
import { formatRevisionSchema, type FormatRevision } from "../rules/format";
import { isoDateOf } from "../rules/dates";

export function revisionOf(row: { effectiveOn: Date; summary: string; definition: unknown }): FormatRevision {
  return formatRevisionSchema.parse({
    ...(row.definition as object),
    effective: isoDateOf(row.effectiveOn),
    summary: row.summary,
  });
}
