// Writes the formats (seed/formats/*.json, already validated) into the Format
// table by id, touching only rows whose data changed, so a second load is a
// no-op that says so. Formats removed from the seed stay: decks may use them.
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import type { Format } from "../lib/rules/format";

export interface FormatLoadReport {
  created: number;
  updated: number;
  unchanged: number;
}

/** JSON with sorted keys, so a stored definition compares equal to the seed's whatever the key order. */
function stable(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sort(x)]))
        : v;
  return JSON.stringify(sort(value));
}

export async function loadFormats(options: { prisma: PrismaClient; formats: readonly Format[] }): Promise<FormatLoadReport> {
  const { prisma, formats } = options;
  return prisma.$transaction(async (tx) => {
    const report: FormatLoadReport = { created: 0, updated: 0, unchanged: 0 };
    const existing = new Map((await tx.format.findMany()).map((f) => [f.id, f]));
    for (const [position, format] of formats.entries()) {
      const data = { name: format.name, description: format.description, definition: format as unknown as Prisma.InputJsonValue, position };
      const old = existing.get(format.id);
      if (!old) {
        await tx.format.create({ data: { id: format.id, ...data } });
        report.created++;
      } else if (old.name !== data.name || old.description !== data.description || old.position !== position || stable(old.definition) !== stable(format)) {
        await tx.format.update({ where: { id: format.id }, data });
        report.updated++;
      } else {
        report.unchanged++;
      }
    }
    return report;
  });
}

export function describeFormatsLoad(report: FormatLoadReport): string {
  return `formats: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`;
}
