import { HOME_SECTION } from "../sections";
import type { Section } from "../types";
import { A_CARD_OF_TYPE, SECTION_NAMES } from "../wording";
import { report, type CheckContext } from "./context";

/** The glossary entry for each section: where a misplaced card is sent to read. */
const SECTION_GLOSSARY: Record<Section, string> = {
  ship: "Ship",
  captain: "Captains_Deck",
  adventure: "Adventure_Deck",
};

export function checkSection(ctx: CheckContext): void {
  for (const { card, section } of ctx.tally.misplaced) {
    const home = HOME_SECTION[card.type];
    const message = `'${card.name}' is ${A_CARD_OF_TYPE[card.type]}: it belongs in ${SECTION_NAMES[home]}, not in ${SECTION_NAMES[section]}.`;
    report(ctx, "section", message, [card.slug], SECTION_GLOSSARY[home]);
  }
}
