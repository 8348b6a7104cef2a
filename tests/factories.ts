// Test data for integration and end-to-end tests: users, and decks and
// decklists built from the seed catalogue (product data, not a fixture).
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { buildLegalDeck } from "./fixtures/test-decks";
import { toRulesCard } from "../lib/rules/to-rules-card";
import type { Deck, RulesCard } from "../lib/rules/types";
import { readCatalogue } from "../seed/read-catalogue";

export async function createUser(prisma: PrismaClient, name = "Player") {
  const tag = randomBytes(4).toString("hex");
  return prisma.user.create({ data: { email: `${name.toLowerCase()}-${tag}@example.test`, name } });
}

/** A Standard-legal deck from the seed catalogue, with no warnings. */
export function legalDeck(): Deck {
  return buildLegalDeck(readCatalogue().cards.map(toRulesCard));
}

/** The legal deck as save-ready card lines. */
export function legalDeckCards(): { slug: string; quantity: number }[] {
  return legalDeck().entries.map((e) => ({ slug: e.card.slug, quantity: e.quantity }));
}

/**
 * A deck as a pasted list: section headers, then `3x Name (SET)` lines (the
 * ship on line 2). `nameOf` changes how a card's name is written, to misspell one.
 */
export function decklistText(deck: Deck, nameOf: (card: RulesCard) => string = (card) => card.name): string {
  const line = (card: RulesCard, quantity: number) => `${quantity}x ${nameOf(card)} (${card.setCode})`;
  const section = (header: string, type: (c: RulesCard) => boolean) => [
    header,
    ...deck.entries.filter((e) => type(e.card)).map((e) => line(e.card, e.quantity)),
  ];
  return [
    ...section("Ship:", (c) => c.type === "SHIP"),
    ...section("Captain's deck", (c) => c.type !== "SHIP" && c.type !== "ADVENTURE"),
    ...section("Adventure deck", (c) => c.type === "ADVENTURE"),
  ].join("\n");
}

export type Player = Awaited<ReturnType<typeof createUser>>;

/**
 * Players by name; those named in `admins` get the admin role, in `editors` the editor role, in `suspended` a posting
 * suspension.
 */
export async function createPlayers<Name extends string>(
  prisma: PrismaClient,
  names: readonly Name[],
  options: { admins?: readonly Name[]; editors?: readonly Name[]; suspended?: readonly Name[] } = {},
): Promise<Record<Name, Player>> {
  const players = {} as Record<Name, Player>;
  for (const name of names) {
    const roles = [
      ...(options.admins?.includes(name) ? (["ADMIN"] as const) : []),
      ...(options.editors?.includes(name) ? (["EDITOR"] as const) : []),
    ];
    const user = await createUser(prisma, name);
    players[name] = roles.length ? await prisma.user.update({ where: { id: user.id }, data: { roles } }) : user;
    if (options.suspended?.includes(name))
      await prisma.postingSuspension.create({ data: { userId: user.id, reason: "spam" } });
  }
  return players;
}

/**
 * A deck made as its owner makes one (lib/decks, so the database must be the test's: call it after useTestDatabase()),
 * holding `cards` when given (a first save).
 */
export async function createTestDeck(options: {
  userId: string;
  name: string;
  visibility?: "PUBLIC" | "UNLISTED" | "PRIVATE";
  cards?: { slug: string; quantity: number }[];
}): Promise<string> {
  const { createDeck } = await import("../lib/decks/create-deck");
  const { saveDeck } = await import("../lib/decks/save-deck");
  const { userId, name, visibility = "PRIVATE", cards } = options;
  const { id } = await createDeck({ userId, name, formatId: "standard", visibility });
  if (cards) await saveDeck({ deckId: id, userId, cards, version: 1 });
  return id;
}
