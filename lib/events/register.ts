// A player registers for an event with one of their decks or a pasted list.
// The list is checked first; then, with the event row locked, the deadline,
// "once per player" and the cap are checked and the snapshot written in one
// transaction, so two players taking the last place at once cannot both get it.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { buildSnapshot } from "./build-snapshot";
import { noSuchEvent, registrationClosed } from "./event-errors";
import { lockEvent } from "./lock-event";
import { registrationSourceSchema, type RegistrationSource } from "./schemas";
import { registrationIsOpen } from "./visibility";
import { writeSnapshot, type RegistrationReceipt } from "./write-snapshot";

const refuse = (message: string) => new AppError("CONFLICT", message, { issues: [{ field: "form", message }] });

export async function registerForEvent(options: {
  eventId: string;
  playerId: string;
  source: RegistrationSource;
  /** The player agreed on the form to show their email to the organizer (their handle is always shown). */
  shareEmail?: boolean;
  now?: Date;
}): Promise<RegistrationReceipt> {
  const source = registrationSourceSchema.parse(options.source);
  const now = options.now ?? new Date();
  const event = await prisma.event.findUnique({ where: { id: options.eventId } });
  if (!event) throw noSuchEvent();
  // Refused early when already closed: no need to check the list.
  if (!registrationIsOpen(event, now)) throw registrationClosed(event.registrationClosesAt);
  const snapshot = await buildSnapshot({ event, playerId: options.playerId, source });

  return prisma.$transaction(async (tx) => {
    const locked = await lockEvent(tx, { eventId: event.id });
    if (!locked) throw noSuchEvent();
    if (!registrationIsOpen(locked, now)) throw registrationClosed(locked.registrationClosesAt);
    const existing = await tx.registration.findUnique({
      where: { eventId_playerId: { eventId: locked.id, playerId: options.playerId } },
    });
    if (existing && existing.withdrawnAt === null)
      throw refuse("You are already registered for this event: re-register to replace your list.");
    if (locked.playerCap !== null) {
      const active = await tx.registration.count({ where: { eventId: locked.id, withdrawnAt: null } });
      if (active >= locked.playerCap) throw refuse(`The event is full: all ${locked.playerCap} places are taken.`);
    }
    const shareEmail = options.shareEmail ?? false;
    const registration = existing
      ? await tx.registration.update({ where: { id: existing.id }, data: { shareEmail }, select: { id: true } })
      : await tx.registration.create({
          data: { eventId: locked.id, playerId: options.playerId, shareEmail },
          select: { id: true },
        });
    return writeSnapshot(tx, { registrationId: registration.id, playerId: options.playerId, snapshot });
  });
}
