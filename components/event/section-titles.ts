// A deck section's name as the event pages and sheets write it.
import type { Section } from "@/lib/rules/types";

export const SECTION_TITLES: Record<Section, string> = {
  ship: "Ship",
  captain: "Captain's deck",
  adventure: "Adventure deck",
};
export const SECTIONS: Section[] = ["ship", "captain", "adventure"];
