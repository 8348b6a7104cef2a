// What an import would create, without saving anything: matched cards by
// section, unknown names with their closest matches, unreadable lines, and the
// verdict on the matched cards alone.
import "server-only";
import type { Format } from "@/lib/rules/format";
import { HOME_SECTION } from "@/lib/rules/sections";
import type { Section, Verdict } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import { parseDecklist, type DecklistProblem } from "./decklist";
import { getFormat } from "./formats";
import { importPreviewSchema, type ImportPreviewInput } from "./import-schema";
import { resolveDecklist, type MatchedEntry, type UnknownEntry } from "./resolve-decklist";

export interface ImportPreview {
  format: Format;
  sections: Record<Section, MatchedEntry[]>;
  unknown: UnknownEntry[];
  problems: DecklistProblem[];
  verdict: Verdict;
}

export async function previewImport(options: ImportPreviewInput): Promise<ImportPreview> {
  const input = importPreviewSchema.parse(options);
  const format = await getFormat(input.formatId);
  const { entries, problems } = parseDecklist(input.text);
  const { matched, unknown, deck } = await resolveDecklist({ entries });
  const sections: Record<Section, MatchedEntry[]> = { ship: [], captain: [], adventure: [] };
  // matched and deck.entries are built in step, so index i is the same line; a list without headers falls back to each card's home section.
  matched.forEach((m, i) => sections[m.section ?? HOME_SECTION[deck.entries[i]!.card.type]].push(m));
  return { format, sections, unknown, problems, verdict: validateDeck(deck, format) };
}
