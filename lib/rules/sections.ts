// Which section of a deck each card type belongs in.
import type { CardType } from "../cards/vocabulary";
import type { Section } from "./types";

export const HOME_SECTION: Record<CardType, Section> = {
  SHIP: "ship",
  CREW: "captain",
  GEAR: "captain",
  UPGRADE: "captain",
  CONNECTION: "captain",
  ACTION: "captain",
  ADVENTURE: "adventure",
};
