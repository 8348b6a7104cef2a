// Small helpers that keep the engine's messages in one voice and in a stable
// order (a plain code-unit sort, not the locale's: the same in every browser and on the server).
import type { CardType } from "../cards/vocabulary";
import type { Section } from "./types";

export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts in place (the default sort compares strings by code unit too) and drops repeats. */
export function sortedDistinct(items: string[]): string[] {
  if (items.length < 2) return items;
  items.sort();
  let kept = 1;
  for (let i = 1; i < items.length; i++) if (items[i] !== items[kept - 1]) items[kept++] = items[i]!;
  items.length = kept;
  return items;
}

/** A, B and C — distinct, sorted. */
export function listOf(items: string[]): string {
  const sorted = sortedDistinct(items);
  return sorted.length < 2 ? (sorted[0] ?? "") : `${sorted.slice(0, -1).join(", ")} and ${sorted[sorted.length - 1]}`;
}

/** 'A', 'B' and 'C' — distinct, sorted, each quoted. */
export function quoteList(names: string[]): string {
  const sorted = sortedDistinct(names);
  const last = sorted.pop();
  return sorted.length === 0 ? `'${last ?? ""}'` : `'${sorted.join("', '")}' and '${last}'`;
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "is" or "are" for a list of `n` things. */
export function isAre(n: number): string {
  return n === 1 ? "is" : "are";
}

export const A_CARD_OF_TYPE: Record<CardType, string> = {
  SHIP: "a ship",
  CREW: "a crew card",
  GEAR: "a gear card",
  UPGRADE: "an upgrade",
  CONNECTION: "a connection",
  ACTION: "an action",
  ADVENTURE: "an adventure card",
};

export const CARDS_OF_TYPE: Record<CardType, [one: string, many: string]> = {
  SHIP: ["ship", "ships"],
  CREW: ["crew", "crew"],
  GEAR: ["gear card", "gear cards"],
  UPGRADE: ["upgrade", "upgrades"],
  CONNECTION: ["connection", "connections"],
  ACTION: ["action", "actions"],
  ADVENTURE: ["adventure card", "adventure cards"],
};

export const SECTION_NAMES: Record<Section, string> = {
  ship: "the ship slot",
  captain: "the captain's deck",
  adventure: "the adventure deck",
};
