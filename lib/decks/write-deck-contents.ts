// The one way a deck's contents are written: its card rows, its sideboard,
// its cached verdict and a history snapshot of both, inside the caller's
// transaction, so a deck is only ever seen at one version or the next.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Format } from "@/lib/rules/format";
import type { RuleId } from "@/lib/rules/types";
import { verdictOf, type DeckLine } from "./deck-lines";
import { snapshotOf } from "./snapshot";

/** The rules that make a deck unfinished rather than wrong: its ship, captain's deck and adventure deck not yet at the format's sizes. */
const SIZE_RULES = new Set<RuleId>(["ship-count", "captain-size", "adventure-size"]);

/**
 * Replaces the deck's cards with `lines` and its sideboard with `considering`
 * (empty when not given), and records `version`; answers whether the deck is
 * legal in `format`. The verdict never sees the sideboard.
 */
export async function writeDeckContents(
  tx: Prisma.TransactionClient,
  options: {
    deckId: string;
    version: number;
    name: string;
    format: Format;
    lines: readonly DeckLine[];
    considering?: readonly DeckLine[];
  },
): Promise<{ legal: boolean }> {
  const { deckId, lines, format, considering = [] } = options;
  const verdict = verdictOf(lines, format);
  const { legal } = verdict;
  const complete = lines.length > 0 && !verdict.violations.some((v) => SIZE_RULES.has(v.rule));
  const rows = (of: readonly DeckLine[]) => of.map((l) => ({ deckId, cardId: l.card.id, quantity: l.quantity }));
  await tx.deckCard.deleteMany({ where: { deckId } });
  await tx.deckCard.createMany({ data: rows(lines) });
  await tx.consideredCard.deleteMany({ where: { deckId } });
  if (considering.length > 0) await tx.consideredCard.createMany({ data: rows(considering) });
  await tx.deck.update({ where: { id: deckId }, data: { legal, complete } });
  await tx.deckVersion.create({
    data: {
      deckId,
      version: options.version,
      name: options.name,
      formatId: format.id,
      cards: snapshotOf(lines, considering),
    },
  });
  return { legal };
}
