// One pass over a deck's entries that every check reads from, so no rule
// re-scans the deck: cards grouped by name, counts by type, misplaced cards.
import type { CardType } from "../cards/vocabulary";
import type { Deck, DeckCounts, DeckEntry, RulesCard, Section, UnidentifiedEntry } from "./types";

interface Printing {
  readonly card: RulesCard;
  readonly quantity: number;
}

/** All copies of one card name (of one type), over every printing and entry. */
interface NameGroup {
  name: string;
  type: CardType;
  quantity: number;
  printings: Printing[];
}

interface Misplacement {
  card: RulesCard;
  section: Section;
  quantity: number;
}

export interface DeckTally {
  counts: DeckCounts;
  groups: NameGroup[];
  /** Distinct ship printings in the deck. */
  ships: RulesCard[];
  /** The ship the deck is built around: set only when the deck has exactly one distinct ship. */
  ship: RulesCard | null;
  misplaced: Misplacement[];
  /** Entries no catalogue card matched. */
  unidentified: readonly UnidentifiedEntry[];
}

function addPrinting(group: NameGroup, entry: DeckEntry, ships: RulesCard[]): void {
  const { printings } = group;
  for (let i = 0; i < printings.length; i++) {
    const earlier = printings[i]!;
    if (earlier.card.slug === entry.card.slug) {
      printings[i] = { card: earlier.card, quantity: earlier.quantity + entry.quantity };
      return;
    }
  }
  // The entry itself serves as the printing (never mutated): one object less per card.
  printings.push(entry);
  if (entry.card.type === "SHIP") ships.push(entry.card);
}

export function tallyDeck(deck: Deck): DeckTally {
  let ship = 0,
    crew = 0,
    gear = 0,
    upgrade = 0,
    connection = 0,
    action = 0,
    adventure = 0;
  const byName = new Map<string, NameGroup>();
  const groups: NameGroup[] = [];
  const ships: RulesCard[] = [];
  const misplaced: Misplacement[] = [];

  for (const entry of deck.entries) {
    const { card, quantity, section } = entry;
    // Quantities are validated at the boundary; a zero or nonsense one adds nothing.
    if (!(quantity > 0)) continue;

    // Keyed by the name itself (its hash is cached on the string); a name shared
    // by two card types, which the catalogue does not have, gets a second key.
    let key = card.name;
    let group = byName.get(key);
    if (group && group.type !== card.type) group = byName.get((key = `${card.type} ${card.name}`));
    if (!group) {
      group = { name: card.name, type: card.type, quantity: 0, printings: [] };
      byName.set(key, group);
      groups.push(group);
    }
    group.quantity += quantity;
    addPrinting(group, entry, ships);

    // Counted in a switch rather than through lookup tables (this is the engine's
    // hottest loop); the home sections here are HOME_SECTION's.
    let home: Section = "captain";
    switch (card.type) {
      case "SHIP":
        ship += quantity;
        home = "ship";
        break;
      case "CREW":
        crew += quantity;
        break;
      case "GEAR":
        gear += quantity;
        break;
      case "UPGRADE":
        upgrade += quantity;
        break;
      case "CONNECTION":
        connection += quantity;
        break;
      case "ACTION":
        action += quantity;
        break;
      case "ADVENTURE":
        adventure += quantity;
        home = "adventure";
    }
    if (section !== undefined && section !== home) {
      const earlier = misplaced.find((m) => m.card.slug === card.slug && m.section === section);
      if (earlier) earlier.quantity += quantity;
      else misplaced.push({ card, section, quantity });
    }
  }

  const byType = {
    SHIP: ship,
    CREW: crew,
    GEAR: gear,
    UPGRADE: upgrade,
    CONNECTION: connection,
    ACTION: action,
    ADVENTURE: adventure,
  };
  const counts: DeckCounts = { ship, captain: crew + gear + upgrade + connection + action, adventure, byType };
  return {
    counts,
    groups,
    ships,
    ship: ships.length === 1 ? ships[0]! : null,
    misplaced,
    unidentified: deck.unidentified ?? [],
  };
}
