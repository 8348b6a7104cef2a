// What registering and re-registering share: the list is checked first (outside the lock: it is the slow part);
// then, with the event row locked, the deadline is checked again and the caller's step runs in the same transaction.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { buildSnapshot, type SnapshotData } from "./build-snapshot";
import { noSuchEvent, registrationClosed } from "./event-errors";
import { lockEvent, type LockedEvent } from "./lock-event";
import { registrationSourceSchema, type RegistrationSource } from "./schemas";
import { registrationIsOpen } from "./visibility";

export interface RegistrationRequest {
  eventId: string;
  playerId: string;
  source: RegistrationSource;
  /** The player agreed on the form to show their email to the organizer (their handle is always shown). */
  shareEmail?: boolean;
  now?: Date;
}

export async function inOpenRegistration<T>(
  options: RegistrationRequest,
  step: (tx: Prisma.TransactionClient, event: LockedEvent, snapshot: SnapshotData) => Promise<T>,
): Promise<T> {
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
    return step(tx, locked, snapshot);
  });
}
