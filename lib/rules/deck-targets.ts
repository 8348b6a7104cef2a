// The sizes a format asks for, shown beside a deck's counts ("captain's deck 58/60"). Pure.
import type { Format } from "./format";

export interface DeckTargets {
  ship?: number;
  captain?: number;
  adventure?: number;
}

export function deckTargets(format: Pick<Format, "rules">): DeckTargets {
  const targets: DeckTargets = {};
  for (const rule of format.rules) {
    if (rule.kind === "ship-count") targets.ship = rule.count;
    if (rule.kind === "captain-size") targets.captain = rule.size;
    if (rule.kind === "adventure-size") targets.adventure = rule.size;
  }
  return targets;
}
