// What a player types into the builder's quick add: an optional count, then
// the start of a card's name ("3 cutl", "2x long qu", "cutlass").
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";

export interface QuickAddText {
  /** Copies to add: 1 when no count was typed. */
  copies: number;
  /** The name as typed so far, trimmed; empty while only a count is typed. */
  name: string;
}

const COUNTED = /^(\d{1,4})\s*[x×]?(?:\s+|$)(.*)$/i;

export function readQuickAdd(text: string): QuickAddText {
  const trimmed = text.trim();
  const counted = COUNTED.exec(trimmed);
  if (!counted) return { copies: 1, name: trimmed };
  const copies = Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(counted[1])));
  return { copies, name: counted[2]!.trim() };
}
