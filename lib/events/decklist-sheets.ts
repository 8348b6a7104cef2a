// Decklist sheets for printing: one per registration that stands (or just
// one), with the player, the deck, the cards by section, the verdict and the
// hash. For the event's organizer only.
import "server-only";
import { prisma } from "@/lib/db";
import { isoDateOf } from "@/lib/rules/dates";
import { AppError } from "@/lib/http/errors";
import { noSuchEvent } from "./event-errors";
import { ROSTER_ORDER, rosterSelect, rosterWhere, toRosterEntry, type RosterEntry } from "./roster";

export interface DecklistSheets {
  event: { id: string; name: string; heldOn: string; place: string | null; formatName: string };
  sheets: RosterEntry[];
}

export async function getDecklistSheets(options: {
  eventId: string;
  organizerId: string;
  registrationId?: string;
}): Promise<DecklistSheets> {
  const event = await prisma.event.findFirst({
    where: { id: options.eventId, organizerId: options.organizerId },
    select: { id: true, name: true, heldOn: true, place: true, format: { select: { name: true } } },
  });
  if (!event) throw noSuchEvent();
  const rows = await prisma.registration.findMany({
    where: { ...rosterWhere(options), ...(options.registrationId ? { id: options.registrationId } : {}) },
    orderBy: ROSTER_ORDER.player,
    select: rosterSelect,
  });
  if (options.registrationId && rows.length === 0) throw new AppError("NOT_FOUND", "No such registration.");
  return {
    event: {
      id: event.id,
      name: event.name,
      heldOn: isoDateOf(event.heldOn),
      place: event.place,
      formatName: event.format.name,
    },
    sheets: rows.map(toRosterEntry),
  };
}
