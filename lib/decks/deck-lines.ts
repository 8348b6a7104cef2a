// A deck's cards as the deck domain handles them: card lines of a save
// resolved to catalogue rows, and those rows judged by the legality engine.
import "server-only";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";
import { AppError } from "@/lib/http/errors";
import type { Format } from "@/lib/rules/format";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import type { Verdict } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import type { DeckCardInput } from "./schemas";

export interface DeckLine {
  card: CardFields;
  quantity: number;
}

export function verdictOf(lines: readonly DeckLine[], format: Format): Verdict {
  return validateDeck({ entries: lines.map((l) => ({ card: toRulesCard(l.card), quantity: l.quantity })) }, format);
}

/** Card lines to rows, merging repeats; INVALID_INPUT naming every unknown card under `field`. */
export async function resolveDeckCards(
  db: Prisma.TransactionClient,
  cards: readonly DeckCardInput[],
  field = "cards",
): Promise<DeckLine[]> {
  if (cards.length === 0) return [];
  const ids = cards.flatMap((c) => (c.cardId !== undefined ? [c.cardId] : []));
  const slugs = cards.flatMap((c) => (c.cardId === undefined && c.slug !== undefined ? [c.slug] : []));
  const rows = (
    await db.card.findMany({ where: { OR: [{ id: { in: ids } }, { slug: { in: slugs } }] }, select: cardFieldsSelect })
  ).map(toCardFields);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const merged = new Map<number, DeckLine>();
  const unknown: string[] = [];
  for (const line of cards) {
    const card = line.cardId !== undefined ? byId.get(line.cardId) : bySlug.get(line.slug!);
    if (!card) {
      unknown.push(String(line.cardId ?? line.slug));
      continue;
    }
    const seen = merged.get(card.id);
    merged.set(card.id, { card, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  if (unknown.length) {
    throw new AppError("INVALID_INPUT", `Unknown cards: ${unknown.join(", ")}.`, {
      issues: [{ field, message: `Unknown cards: ${unknown.join(", ")}` }],
    });
  }
  // Each line is within the cap; repeats of a card must be too, once added up, or the builder could not save the deck again.
  const over = [...merged.values()]
    .filter((l) => l.quantity > MAX_LINE_QUANTITY)
    .map((l) => `${l.card.name} (${l.quantity})`);
  if (over.length) {
    const message = `At most ${MAX_LINE_QUANTITY} copies of a card in all: ${over.join(", ")}`;
    throw new AppError("INVALID_INPUT", `${message}.`, { issues: [{ field, message }] });
  }
  return [...merged.values()];
}
