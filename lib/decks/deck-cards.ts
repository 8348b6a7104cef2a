// Deck cards between the database and the engine: resolving a save's card
// lines to catalogue rows, rows as the engine's RulesCard, and the builder's cards.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardRecord } from "@/lib/cards/card-record";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import type { Format } from "@/lib/rules/format";
import type { RulesCard, Verdict } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import type { DeckCardInput } from "./deck-schemas";

export const deckCardSelect = {
  id: true,
  slug: true,
  name: true,
  type: true,
  subtypes: true,
  traits: true,
  keywords: true,
  setCode: true,
  number: true,
  cost: true,
  skills: true,
  expertSkills: true,
  capabilities: true,
  crewSlots: true,
  upgradeSlots: true,
  text: true,
  contract: true,
  complication: true,
} satisfies Prisma.CardSelect;
export type DeckCardRow = Prisma.CardGetPayload<{ select: typeof deckCardSelect }>;

export interface DeckLine {
  card: DeckCardRow;
  quantity: number;
}

/** The engine's view of a card row (JSON columns hold what the seed schema validated). */
export function rulesCardOf(row: DeckCardRow): RulesCard {
  return toRulesCard({
    ...row,
    skills: row.skills as CardRecord["skills"],
    expertSkills: row.expertSkills as CardRecord["expertSkills"],
    upgradeSlots: row.upgradeSlots as CardRecord["upgradeSlots"],
    contract: row.contract as CardRecord["contract"],
    complication: row.complication as CardRecord["complication"],
  });
}

export function verdictOf(lines: readonly DeckLine[], format: Format): Verdict {
  return validateDeck({ entries: lines.map((l) => ({ card: rulesCardOf(l.card), quantity: l.quantity })) }, format);
}

/** Card lines to rows, merging repeats; INVALID_INPUT naming every unknown card. */
export async function resolveDeckCards(db: Prisma.TransactionClient, cards: readonly DeckCardInput[]): Promise<DeckLine[]> {
  const ids = cards.flatMap((c) => (c.cardId !== undefined ? [c.cardId] : []));
  const slugs = cards.flatMap((c) => (c.cardId === undefined && c.slug !== undefined ? [c.slug] : []));
  const rows = await db.card.findMany({ where: { OR: [{ id: { in: ids } }, { slug: { in: slugs } }] }, select: deckCardSelect });
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
    throw new AppError("INVALID_INPUT", `Unknown cards: ${unknown.join(", ")}.`, { issues: [{ field: "cards", message: `Unknown cards: ${unknown.join(", ")}` }] });
  }
  return [...merged.values()];
}

/** The snapshot stored in DeckVersion.cards. */
export function snapshotOf(lines: readonly DeckLine[]): { slug: string; quantity: number }[] {
  return lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity })).sort((a, b) => a.slug.localeCompare(b.slug));
}

/** What the builder holds per card: display fields plus the engine's data. */
export interface BuilderCard {
  id: number;
  slug: string;
  name: string;
  type: DeckCardRow["type"];
  subtypes: string[];
  cost: number | null;
  rules: RulesCard;
}

export function toBuilderCard(row: DeckCardRow): BuilderCard {
  return { id: row.id, slug: row.slug, name: row.name, type: row.type, subtypes: row.subtypes, cost: row.cost, rules: rulesCardOf(row) };
}

/** Every ship, for the builder's ship picker. */
export async function listShips(): Promise<BuilderCard[]> {
  const rows = await prisma.card.findMany({ where: { type: "SHIP" }, orderBy: { name: "asc" }, select: deckCardSelect });
  return rows.map(toBuilderCard);
}

/** Cards by slug with their engine data, for cards the builder's search found. */
export async function findBuilderCards({ slugs }: { slugs: readonly string[] }): Promise<BuilderCard[]> {
  const rows = await prisma.card.findMany({ where: { slug: { in: [...slugs] } }, select: deckCardSelect });
  return rows.map(toBuilderCard);
}
