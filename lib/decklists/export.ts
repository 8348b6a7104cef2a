// A deck as a text decklist (the `3x Name` form the importer reads) and as
// JSON. Pure: callers pass the deck's cards.
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
}

const SECTION_TITLES: Record<Section, string> = { ship: "Ship", captain: "Captain's deck", adventure: "Adventure deck" };
const SECTIONS: Section[] = ["ship", "captain", "adventure"];

const byName = (a: ExportCard, b: ExportCard) => a.card.name.localeCompare(b.card.name) || a.card.slug.localeCompare(b.card.slug);

export function exportDeckText(deck: ExportDeck): string {
  const blocks = SECTIONS.flatMap((section) => {
    const cards = deck.cards.filter((c) => HOME_SECTION[c.card.type] === section).sort(byName);
    if (cards.length === 0) return [];
    return [[`${SECTION_TITLES[section]}:`, ...cards.map((c) => `${c.quantity}x ${c.card.name}`)].join("\n")];
  });
  return blocks.join("\n\n") + "\n";
}

export function exportDeckJson(deck: ExportDeck) {
  return {
    id: deck.id,
    name: deck.name,
    description: deck.description,
    format: deck.formatId,
    version: deck.version,
    legal: deck.legal,
    cards: [...deck.cards].sort(byName).map((c) => ({
      slug: c.card.slug,
      name: c.card.name,
      set: c.card.setCode,
      number: c.card.number,
      section: HOME_SECTION[c.card.type],
      quantity: c.quantity,
    })),
  };
}
