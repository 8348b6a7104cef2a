// Upserts an imported rules reference into the database, in one transaction.
// Each anchor goes to whatever owns it: a glossary entry (a phase takes the
// imported stages) or else a page section, created at its place in the
// page's order. Imported rows are marked with their source, so the seed load
// leaves them alone. Used by scripts/rules-import.ts with its own client.
import type { PrismaClient } from "../../generated/prisma/client";
import { markupAnchors } from "../rules-markup";
import { mergeOrder } from "./merge-order";
import type { ImportedReference } from "./parse-reference";

export interface ImportReport {
  sections: { created: number; updated: number; unchanged: number };
  entries: { updated: number; unchanged: number };
  /** Links in the imported text to anchors Starport does not have. */
  unresolved: string[];
}

const differs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).some((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

export async function saveImport(options: {
  prisma: PrismaClient;
  reference: ImportedReference;
  source: string;
}): Promise<ImportReport> {
  const { prisma, reference, source } = options;
  const report: ImportReport = {
    sections: { created: 0, updated: 0, unchanged: 0 },
    entries: { updated: 0, unchanged: 0 },
    unresolved: [],
  };
  await prisma.$transaction(async (tx) => {
    const anchors = reference.sections.map((s) => s.anchor);
    const entries = new Map(
      (await tx.glossaryEntry.findMany({ where: { anchor: { in: anchors } } })).map((e) => [e.anchor, e]),
    );
    const stored = await tx.rulesSection.findMany({ orderBy: [{ position: "asc" }, { anchor: "asc" }] });
    const sections = new Map(stored.map((s) => [s.anchor, s]));
    const order = mergeOrder(
      stored.map((s) => s.anchor),
      anchors.filter((a) => !entries.has(a)),
    );
    const position = (anchor: string) => order.indexOf(anchor) * 10;

    for (const imported of reference.sections) {
      const entry = entries.get(imported.anchor);
      if (entry) {
        const phase = entry.kind === "PHASE" && imported.stages.length > 0;
        const data = {
          title: imported.title,
          body: phase ? imported.bodyWithoutStages : imported.body,
          stages: phase ? imported.stages : entry.stages,
          source,
        };
        if (differs(data, entry)) {
          await tx.glossaryEntry.update({ where: { anchor: entry.anchor }, data });
          report.entries.updated++;
        } else report.entries.unchanged++;
        continue;
      }
      const data = {
        title: imported.title,
        level: imported.level,
        body: imported.body,
        position: position(imported.anchor),
        source,
      };
      const old = sections.get(imported.anchor);
      if (!old) {
        await tx.rulesSection.create({ data: { anchor: imported.anchor, kind: imported.kind, ...data } });
        report.sections.created++;
      } else if (differs(data, old) || (imported.kind === "GLOSSARY" && old.kind !== "GLOSSARY")) {
        // A section Starport renders specially (rules, phases, anatomy) keeps its kind.
        await tx.rulesSection.update({
          where: { anchor: old.anchor },
          data: imported.kind === "GLOSSARY" ? { ...data, kind: "GLOSSARY" } : data,
        });
        report.sections.updated++;
      } else report.sections.unchanged++;
    }

    // Sections the file does not have move to keep their place around the imported ones.
    for (const old of stored) {
      if (!anchors.includes(old.anchor) && old.position !== position(old.anchor)) {
        await tx.rulesSection.update({ where: { anchor: old.anchor }, data: { position: position(old.anchor) } });
      }
    }

    const known = new Set([
      ...(await tx.glossaryEntry.findMany({ select: { anchor: true } })).map((e) => e.anchor),
      ...(await tx.rulesSection.findMany({ select: { anchor: true } })).map((s) => s.anchor),
    ]);
    const linked = reference.sections.flatMap((s) => [...markupAnchors(s.body)]);
    report.unresolved = [...new Set(linked)].filter((a) => !known.has(a)).sort();
  });
  return report;
}

export function describeImport(report: ImportReport): string {
  const { sections, entries, unresolved } = report;
  const lines = [
    `rules import: sections ${sections.created} created, ${sections.updated} updated, ${sections.unchanged} unchanged; glossary entries ${entries.updated} updated, ${entries.unchanged} unchanged`,
  ];
  if (unresolved.length) lines.push(`links to anchors Starport does not have: ${unresolved.join(", ")}`);
  return lines.join("\n");
}
