// A deck check at the table: the organizer enters the list a player presents
// (read by the same parser and resolver as an import) and sees it against the
// registered snapshot, card by card, and whether the hashes match. A read:
// nothing is written.
import "server-only";
import { prisma } from "@/lib/db";
import { checkDecklist } from "@/lib/decklists/check";
import { isoDateOf } from "@/lib/rules/dates";
import { AppError } from "@/lib/http/errors";
import { snapshotCardsOf } from "./build-snapshot";
import { diffLists } from "./list-diff";
import { listHash } from "./list-hash";
import { deckCheckSchema } from "./schemas";
import type { SnapshotCard } from "./canonical-list";
import type { DeckCheckResult } from "./forms";

export async function checkPresentedList(options: {
  eventId: string;
  organizerId: string;
  registrationId: string;
  decklist: string;
}): Promise<DeckCheckResult> {
  const input = deckCheckSchema.parse(options);
  const registration = await prisma.registration.findFirst({
    where: { id: input.registrationId, eventId: options.eventId, event: { organizerId: options.organizerId } },
    select: {
      event: { select: { formatId: true } },
      currentSnapshot: { select: { cards: true, hash: true, formatRevision: { select: { effectiveOn: true } } } },
    },
  });
  if (!registration?.currentSnapshot) throw new AppError("NOT_FOUND", "No such registration.");
  const registered = registration.currentSnapshot.cards as unknown as SnapshotCard[];
  const check = await checkDecklist({
    text: input.decklist,
    formatId: registration.event.formatId,
    on: isoDateOf(registration.currentSnapshot.formatRevision.effectiveOn),
  });
  const presented = snapshotCardsOf(check);
  const presentedHash = listHash(presented);
  const readable = check.unknown.length === 0 && check.problems.length === 0;
  return {
    registeredHash: registration.currentSnapshot.hash,
    presentedHash,
    hashesMatch: readable && presentedHash === registration.currentSnapshot.hash,
    differences: diffLists(registered, presented),
    presented,
    unknown: check.unknown,
    problems: check.problems,
  };
}
