// Deck.legal caches a deck's verdict from its last save. When another revision
// of its format comes into force (its day arrives, or the seed rewrites it),
// those verdicts are recomputed here, once per revision: at start-up after the
// seed load and by `npm run formats:recheck` (run it daily). Safe to run from
// several instances at once: the work is idempotent, a deck saved meanwhile
// (a newer version) is left alone, and `updatedAt` is not touched, so "last
// saved" still means the player's last save. Called from scripts, so it takes
// its Prisma client rather than importing the app's.
import type { PrismaClient } from "../generated/prisma/client";
import { cardFieldsSelect, toCardFields } from "../cards/card-fields";
import { formatAt } from "../rules/format";
import { toRulesCard } from "../rules/to-rules-card";
import { validateDeck } from "../rules/validate-deck";
import { dateFromIso, todayIso } from "../rules/dates";
import { revisionOf } from "./revision-of";

const BATCH = 200;

export interface RecheckReport {
  /** Revisions whose decks were judged again. */
  revisions: number;
  decks: number;
  /** Decks whose cached verdict changed. */
  changed: number;
}

export async function recheckDeckVerdicts(options: { prisma: PrismaClient; today?: string }): Promise<RecheckReport> {
  const { prisma } = options;
  const today = dateFromIso(options.today ?? todayIso());
  const report: RecheckReport = { revisions: 0, decks: 0, changed: 0 };
  const formats = await prisma.format.findMany({
    include: { revisions: { where: { effectiveOn: { lte: today } }, orderBy: { effectiveOn: "desc" }, take: 1 } },
  });
  for (const row of formats) {
    const revision = row.revisions[0];
    if (!revision || revision.decksCheckedAt) continue;
    const format = formatAt(row, revisionOf(revision));
    let after: string | undefined;
    for (;;) {
      const decks = await prisma.deck.findMany({
        where: { formatId: row.id, ...(after ? { id: { gt: after } } : {}) },
        orderBy: { id: "asc" },
        take: BATCH,
        select: {
          id: true,
          version: true,
          legal: true,
          cards: { select: { quantity: true, card: { select: cardFieldsSelect } } },
        },
      });
      if (decks.length === 0) break;
      after = decks.at(-1)!.id;
      const changed = decks.flatMap((deck) => {
        const entries = deck.cards.map((c) => ({ card: toRulesCard(toCardFields(c.card)), quantity: c.quantity }));
        const legal = validateDeck({ entries }, format).legal;
        return legal === deck.legal ? [] : [{ id: deck.id, version: deck.version, legal }];
      });
      if (changed.length > 0) {
        // Raw SQL: Prisma's @updatedAt would otherwise move the deck to the top of "last saved".
        await prisma.$executeRaw`
          UPDATE deck SET legal = v.legal
          FROM unnest(${changed.map((d) => d.id)}::text[], ${changed.map((d) => d.version)}::int[], ${changed.map((d) => d.legal)}::boolean[]) AS v(id, version, legal)
          WHERE deck.id = v.id AND deck.version = v.version`;
      }
      report.decks += decks.length;
      report.changed += changed.length;
    }
    await prisma.formatRevision.update({ where: { id: revision.id }, data: { decksCheckedAt: new Date() } });
    report.revisions++;
  }
  return report;
}

export function describeRecheck(report: RecheckReport): string {
  return report.revisions === 0
    ? "deck verdicts: up to date with the formats in force"
    : `deck verdicts: ${report.decks} decks judged again under ${report.revisions} revision(s) now in force, ${report.changed} changed`;
}
