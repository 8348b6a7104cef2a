// A deck as a text decklist (the `3x Name` form the importer reads) and as
// JSON, each with the sideboard as a section of its own ("Considering:", and
// `considering` in JSON), which the importer reads back. Pure: callers pass
// the deck's cards.
import type { CardType } from "@/lib/cards/vocabulary";
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

const SECTION_TITLES: Record<Section, string> = { ship: "Ship", captain: "Captain's deck", adventure: "Adventure deck" };
const SECTIONS: Section[] = ["ship", "captain", "adventure"];
const CONSIDERING_TITLE = "Considering";

const byName = (a: ExportCard, b: ExportCard) => a.card.name.localeCompare(b.card.name) || a.card.slug.localeCompare(b.card.slug);

function block(title: string, cards: readonly ExportCard[]): string[] {
  if (cards.length === 0) return [];
  return [[`${title}:`, ...[...cards].sort(byName).map((c) => `${c.quantity}x ${c.card.name}`)].join("\n")];
}

export function exportDeckText(deck: ExportDeck): string {
  const blocks = SECTIONS.flatMap((section) => block(SECTION_TITLES[section], deck.cards.filter((c) => HOME_SECTION[c.card.type] === section)));
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
