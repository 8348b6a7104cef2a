// A stored snapshot as the pages read it: one Prisma select and the one place
// its JSON columns become their types.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isoDateOf } from "@/lib/rules/dates";
import type { Verdict } from "@/lib/rules/types";
import { problemLines } from "@/lib/rules/violation-wording";
import type { SnapshotCard } from "./canonical-list";

export const snapshotSelect = {
  id: true,
  number: true,
  deckId: true,
  deckName: true,
  deckVersion: true,
  cards: true,
  legal: true,
  verdict: true,
  hash: true,
  createdAt: true,
  formatRevision: { select: { effectiveOn: true } },
} satisfies Prisma.RegistrationSnapshotSelect;
type SnapshotRow = Prisma.RegistrationSnapshotGetPayload<{ select: typeof snapshotSelect }>;

export interface SnapshotView {
  id: number;
  number: number;
  deckId: string | null;
  deckName: string;
  deckVersion: number | null;
  cards: SnapshotCard[];
  legal: boolean;
  verdict: Verdict;
  hash: string;
  createdAt: Date;
  /** The day the format revision that judged it took effect. */
  revision: string;
}

export function toSnapshotView(row: SnapshotRow): SnapshotView {
  const { formatRevision, cards, verdict, ...rest } = row;
  return {
    ...rest,
    cards: cards as unknown as SnapshotCard[],
    verdict: verdict as unknown as Verdict,
    revision: isoDateOf(formatRevision.effectiveOn),
  };
}

/** Why a list is not legal: its verdict's errors, one line per rule. */
export function reasonsOf(verdict: Verdict): string[] {
  return problemLines(verdict.violations.filter((v) => v.severity === "error"));
}

/** Shown for a registration whose player deleted their account (closed events keep it). */
const DELETED_PLAYER = "a deleted player";

/** A player as organizers and the public see them: their handle, with their email only where they agreed to show it. */
export function playerName(player: { handle: string; email: string } | null, options: { withEmail: boolean }): string {
  if (!player) return DELETED_PLAYER;
  return options.withEmail ? `${player.handle} <${player.email}>` : player.handle;
}
