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

// Words spelled with a vowel but said with a consonant ("a unique", "a one-off"), and the reverse ("an hour").
const SAID_WITH_A_CONSONANT = /^(uni|use|usu|usa|uti|ute|ura|ure|uro|eu|ewe|one|once|ubiq)/;
const SAID_WITH_A_VOWEL = /^(hour|honest|honou?r|heir)/;
// Capital letters whose names start with a vowel sound: an NPC, an X-boat, a VP.
const VOWEL_SOUND_LETTERS = "AEFHILMNORSX";

/** "a" or "an" before `word`, by how it is said: an Admin, a Unique, an 8-ball, a one-off, an NPC, an 11. */
export function article(word: string): "a" | "an" {
  const text = word.trimStart();
  const digits = /^\d+/.exec(text.replace(/,/g, ""))?.[0];
  if (digits !== undefined) {
    // Eight, eighty, eight hundred…; eleven and eighteen (and their thousands: eleven thousand).
    if (digits.startsWith("8")) return "an";
    return (digits.startsWith("11") || digits.startsWith("18")) && digits.length % 3 === 2 ? "an" : "a";
  }
  const initialism = /^[A-Z]{2,}(?![a-z])|^[A-Z](?![A-Za-z])/.exec(text)?.[0];
  if (initialism && !/[AEIOU]/.test(initialism.slice(1)))
    return VOWEL_SOUND_LETTERS.includes(initialism[0]!) ? "an" : "a";
  const lower = text.toLowerCase();
  if (SAID_WITH_A_VOWEL.test(lower)) return "an";
  if (SAID_WITH_A_CONSONANT.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** `word` with its article: "an Admin", "a Unique". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
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
