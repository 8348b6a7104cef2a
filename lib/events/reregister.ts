// A registered player replaces their list before the deadline: the new
// snapshot becomes the one that stands, and the old one is kept.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { buildSnapshot } from "./build-snapshot";
import { noSuchEvent, registrationClosed } from "./event-errors";
import { lockEvent } from "./lock-event";
import { registrationSourceSchema, type RegistrationSource } from "./schemas";
import { registrationIsOpen } from "./visibility";
import { writeSnapshot, type RegistrationReceipt } from "./write-snapshot";

const notRegistered = () => new AppError("NOT_FOUND", "You are not registered for this event.");

export async function reregisterForEvent(options: {
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
  if (!registrationIsOpen(event, now)) throw registrationClosed(event.registrationClosesAt);
  const snapshot = await buildSnapshot({ event, playerId: options.playerId, source });

  return prisma.$transaction(async (tx) => {
    const locked = await lockEvent(tx, { eventId: event.id });
    if (!locked) throw noSuchEvent();
    if (!registrationIsOpen(locked, now)) throw registrationClosed(locked.registrationClosesAt);
    const registration = await tx.registration.findFirst({
      where: { eventId: locked.id, playerId: options.playerId, withdrawnAt: null },
      select: { id: true },
    });
    if (!registration) throw notRegistered();
    const shareEmail = options.shareEmail ?? false;
    await tx.registration.update({ where: { id: registration.id }, data: { shareEmail } });
    return writeSnapshot(tx, { registrationId: registration.id, playerId: options.playerId, snapshot });
  });
}
