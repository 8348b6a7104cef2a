// The list a player submits, as the event would lock it: read and matched by
// lib/decklists (one of the player's decks by its cards, or a pasted list by
// the import's parser and resolver), judged against the format revision in
// force on the event's day, with the names as printed today and its hash. Or
// the reason it cannot be taken: an unreadable list, a deck that is gone, a
// list that is not legal for an event that refuses those.
import "server-only";
import { prisma } from "@/lib/db";
import { checkDecklist } from "@/lib/decklists/check";
import type { DecklistCheck } from "@/lib/decklists/judge";
import { getFormatRevision } from "@/lib/formats/formats";
import { isoDateOf } from "@/lib/rules/dates";
import { invalidInput } from "@/lib/http/errors";
import { HOME_SECTION } from "@/lib/rules/sections";
import type { Verdict } from "@/lib/rules/types";
import type { SnapshotCard } from "./canonical-list";
import { canonicalCards } from "./canonical-list";
import { listHash } from "./list-hash";
import type { registrationSourceSchema } from "./schemas";
import type { z } from "zod";

export interface SnapshotData {
  deckId: string | null;
  deckName: string;
  deckVersion: number | null;
  formatRevisionId: number;
  cards: SnapshotCard[];
  verdict: Verdict;
  legal: boolean;
  hash: string;
}

/** At most this many unreadable lines are named in the refusal. */
const NAMED_PROBLEMS = 5;

/** The matched cards of a checked list, each in the section the list put it in (else its type's); a sideboard ("considering") is not part of the registered list. */
export function snapshotCardsOf(check: Pick<DecklistCheck, "matched">): SnapshotCard[] {
  return canonicalCards(
    check.matched.flatMap((m) =>
      m.section === "considering"
        ? []
        : [
            {
              section: m.section ?? HOME_SECTION[m.type],
              slug: m.slug,
              name: m.name,
              setCode: m.setCode,
              quantity: m.quantity,
            },
          ],
    ),
  );
}

/** Why a pasted list cannot be read, line by line; null when every line named a card. */
function unreadableLines(check: Pick<DecklistCheck, "unknown" | "problems">): string | null {
  const lines = [
    ...check.problems.map((p) => ({ line: p.line, text: `line ${p.line}: ${p.message}` })),
    ...check.unknown.map((u) => {
      const guess = u.suggestions[0] ? ` (did you mean '${u.suggestions[0].name}'?)` : "";
      return { line: u.line ?? 0, text: `line ${u.line ?? "?"}: no card is named '${u.name}'${guess}` };
    }),
  ].sort((a, b) => a.line - b.line);
  if (lines.length === 0) return null;
  const more = lines.length > NAMED_PROBLEMS ? `; and ${lines.length - NAMED_PROBLEMS} more` : "";
  return `${lines
    .slice(0, NAMED_PROBLEMS)
    .map((l) => l.text)
    .join("; ")}${more}`;
}

type Source = z.output<typeof registrationSourceSchema>;

export async function buildSnapshot(options: {
  event: { formatId: string; heldOn: Date; refuseIllegal: boolean };
  playerId: string;
  source: Source;
}): Promise<SnapshotData> {
  const { event, playerId, source } = options;
  const { revisionId, format } = await getFormatRevision(event.formatId, { on: isoDateOf(event.heldOn) });
  const on = format.effective;
  let taken: { deckId: string | null; deckName: string; deckVersion: number | null; check: DecklistCheck };
  if (source.kind === "deck") {
    const deck = await prisma.deck.findFirst({
      where: { id: source.deckId, ownerId: playerId, deletedAt: null },
      select: {
        id: true,
        name: true,
        version: true,
        cards: { select: { quantity: true, card: { select: { slug: true } } } },
      },
    });
    if (!deck) throw invalidInput("deckId", "You have no such deck: it may have been deleted.");
    if (deck.cards.length === 0) throw invalidInput("deckId", `'${deck.name}' has no cards yet.`);
    const check = await checkDecklist({
      entries: deck.cards.map((c) => ({ slug: c.card.slug, quantity: c.quantity })),
      formatId: event.formatId,
      on,
    });
    taken = { deckId: deck.id, deckName: deck.name, deckVersion: deck.version, check };
  } else {
    const check = await checkDecklist({ text: source.text, formatId: event.formatId, on });
    const unreadable = unreadableLines(check);
    if (unreadable) throw invalidInput("text", `This list cannot be registered as it is: ${unreadable}.`);
    taken = { deckId: null, deckName: source.deckName, deckVersion: null, check };
  }
  const { check } = taken;
  if (check.matched.length === 0)
    throw invalidInput(source.kind === "deck" ? "deckId" : "text", "The list names no card.");
  if (event.refuseIllegal && !check.verdict.legal) {
    const reasons = check.verdict.violations.filter((v) => v.severity === "error").map((v) => v.message);
    throw invalidInput(
      source.kind === "deck" ? "deckId" : "text",
      `This event refuses lists that are not legal in ${format.name}: ${reasons.join(" ")}`,
    );
  }
  const cards = snapshotCardsOf(check);
  return {
    deckId: taken.deckId,
    deckName: taken.deckName,
    deckVersion: taken.deckVersion,
    formatRevisionId: revisionId,
    cards,
    verdict: check.verdict,
    legal: check.verdict.legal,
    hash: listHash(cards),
  };
}
