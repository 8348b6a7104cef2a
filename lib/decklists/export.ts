// A deck as a text decklist (the `3x Name` form the importer reads) and as
// JSON, each with the sideboard as a section of its own ("Considering:", and
// `considering` in JSON), which the importer reads back. In the text, the
// captain's deck is grouped by type under `# Crew (12)` comment lines, which
// the importer skips. Pure: callers pass the deck's cards.
import { CAPTAINS_DECK_TYPES, CARD_TYPE_LABELS, type CardType } from "@/lib/cards/vocabulary";
import { HOME_SECTION } from "@/lib/rules/sections";
import type { Section } from "@/lib/rules/types";

export interface ExportCard {
  quantity: number;
  card: { slug: string; name: string; type: CardType; setCode: string; number: number };
}

export interface ExportDeck {
  id: string;
  name: string;
  description: string;
  formatId: string;
  version: number;
  legal: boolean;
  cards: readonly ExportCard[];
  /** The sideboard: kept with the deck, outside it. */
  considering?: readonly ExportCard[];
}

const SECTION_TITLES: Record<Section, string> = {
  ship: "Ship",
  captain: "Captain's deck",
  adventure: "Adventure deck",
};
const SECTIONS: Section[] = ["ship", "captain", "adventure"];
const CONSIDERING_TITLE = "Considering";

const byName = (a: ExportCard, b: ExportCard) =>
  a.card.name.localeCompare(b.card.name) || a.card.slug.localeCompare(b.card.slug);

const linesOf = (cards: readonly ExportCard[]) => [...cards].sort(byName).map((c) => `${c.quantity}x ${c.card.name}`);

function block(title: string, cards: readonly ExportCard[]): string[] {
  if (cards.length === 0) return [];
  return [[`${title}:`, ...linesOf(cards)].join("\n")];
}

/** The captain's deck, one group per type in the builder's order, each under a comment naming the type and its count. */
function captainsBlock(cards: readonly ExportCard[]): string[] {
  const groups = CAPTAINS_DECK_TYPES.flatMap((type) => {
    const ofType = cards.filter((c) => c.card.type === type);
    const count = ofType.reduce((n, c) => n + c.quantity, 0);
    return ofType.length === 0 ? [] : [[`# ${CARD_TYPE_LABELS[type]} (${count})`, ...linesOf(ofType)].join("\n")];
  });
  return groups.length === 0 ? [] : [`${SECTION_TITLES.captain}:\n${groups.join("\n\n")}`];
}

export function exportDeckText(deck: ExportDeck): string {
  const blocks = SECTIONS.flatMap((section) => {
    const cards = deck.cards.filter((c) => HOME_SECTION[c.card.type] === section);
    return section === "captain" ? captainsBlock(cards) : block(SECTION_TITLES[section], cards);
  });
  return [...blocks, ...block(CONSIDERING_TITLE, deck.considering ?? [])].join("\n\n") + "\n";
}

const jsonCard = (c: ExportCard, section: Section | "considering") => ({
  slug: c.card.slug,
  name: c.card.name,
  set: c.card.setCode,
  number: c.card.number,
  section,
  quantity: c.quantity,
});

export function exportDeckJson(deck: ExportDeck) {
  return {
    id: deck.id,
    name: deck.name,
    description: deck.description,
    format: deck.formatId,
    version: deck.version,
    legal: deck.legal,
    cards: [...deck.cards].sort(byName).map((c) => jsonCard(c, HOME_SECTION[c.card.type])),
    considering: [...(deck.considering ?? [])].sort(byName).map((c) => jsonCard(c, "considering")),
  };
}
