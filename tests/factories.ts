// Test data for integration tests: users, and card lists built from the seed catalogue.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { buildLegalDeck } from "../lib/rules/test-decks";
import { toRulesCard } from "../lib/rules/to-rules-card";
import { readCatalogue } from "../seed/read-catalogue";

export async function createUser(prisma: PrismaClient, name = "Player") {
  const tag = randomBytes(4).toString("hex");
  return prisma.user.create({ data: { email: `${name.toLowerCase()}-${tag}@example.test`, name } });
}

/** A Standard-legal deck from the seed catalogue, as save-ready card lines. */
export function legalDeckCards(): { slug: string; quantity: number }[] {
  const deck = buildLegalDeck(readCatalogue().cards.map(toRulesCard));
  return deck.entries.map((e) => ({ slug: e.card.slug, quantity: e.quantity }));
}
