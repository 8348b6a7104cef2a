// Writes the formats (seed/formats/*.json, already validated) into the Format
// and FormatRevision tables, touching only rows whose data changed, so a
// second load is a no-op that says so. Formats removed from the seed stay:
// decks and events may use them. A revision removed from the seed is deleted
// unless a registration was checked against it (then it is kept, and said so).
import type { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import type { FormatHistory, FormatRevision } from "../lib/rules/format";
import { dateFromIso, isoDateOf } from "../lib/rules/dates";

export interface FormatLoadReport {
  created: number;
  updated: number;
  unchanged: number;
  revisions: { created: number; updated: number; unchanged: number; removed: number; kept: number };
}

/** JSON with sorted keys, so a stored definition compares equal to the seed's whatever the key order. */
function stable(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** What a FormatRevision row stores as its definition: the revision without its date and summary. */
function definitionOf(revision: FormatRevision): Prisma.InputJsonValue {
  const { effective: _effective, summary: _summary, ...definition } = revision;
  return definition as unknown as Prisma.InputJsonValue;
}

async function loadRevisions(
  tx: Prisma.TransactionClient,
  history: FormatHistory,
  report: FormatLoadReport["revisions"],
): Promise<void> {
  const stored = new Map(
    (
      await tx.formatRevision.findMany({
        where: { formatId: history.id },
        include: { _count: { select: { snapshots: true } } },
      })
    ).map((r) => [isoDateOf(r.effectiveOn), r]),
  );
  for (const revision of history.revisions) {
    const definition = definitionOf(revision);
    const old = stored.get(revision.effective);
    stored.delete(revision.effective);
    if (!old) {
      await tx.formatRevision.create({
        data: {
          formatId: history.id,
          effectiveOn: dateFromIso(revision.effective),
          summary: revision.summary,
          definition,
        },
      });
      report.created++;
    } else if (old.summary !== revision.summary || stable(old.definition) !== stable(definition)) {
      // Decks judged by the old wording of this revision are judged again.
      const rulesChanged = stable(old.definition) !== stable(definition);
      await tx.formatRevision.update({
        where: { id: old.id },
        data: { summary: revision.summary, definition, ...(rulesChanged ? { decksCheckedAt: null } : {}) },
      });
      report.updated++;
    } else {
      report.unchanged++;
    }
  }
  for (const gone of stored.values()) {
    if (gone._count.snapshots > 0) {
      report.kept++;
    } else {
      await tx.formatRevision.delete({ where: { id: gone.id } });
      report.removed++;
    }
  }
}

export async function loadFormats(options: {
  prisma: PrismaClient;
  formats: readonly FormatHistory[];
}): Promise<FormatLoadReport> {
  const { prisma, formats } = options;
  return prisma.$transaction(async (tx) => {
    const report: FormatLoadReport = {
      created: 0,
      updated: 0,
      unchanged: 0,
      revisions: { created: 0, updated: 0, unchanged: 0, removed: 0, kept: 0 },
    };
    const existing = new Map((await tx.format.findMany()).map((f) => [f.id, f]));
    for (const [position, history] of formats.entries()) {
      const data = { name: history.name, description: history.description, position };
      const old = existing.get(history.id);
      if (!old) {
        await tx.format.create({ data: { id: history.id, ...data } });
        report.created++;
      } else if (old.name !== data.name || old.description !== data.description || old.position !== position) {
        await tx.format.update({ where: { id: history.id }, data });
        report.updated++;
      } else {
        report.unchanged++;
      }
      await loadRevisions(tx, history, report.revisions);
    }
    return report;
  });
}

export function describeFormatsLoad(report: FormatLoadReport): string {
  const r = report.revisions;
  const kept = r.kept ? `, ${r.kept} kept (registrations were checked against them)` : "";
  return (
    `formats: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged; ` +
    `revisions: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.removed} removed${kept}`
  );
}
