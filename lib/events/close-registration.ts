// The organizer closes registration now, before the deadline they set: the
// deadline becomes this instant, so every rule that reads it (registering,
// re-registering, withdrawing, an account's deletion) treats the event as closed.
import "server-only";
import { prisma } from "@/lib/db";
import { noSuchEvent } from "./event-errors";

/** Closes the organizer's event now; one already closed keeps its deadline. NOT_FOUND for anyone else's. */
export async function closeRegistration(options: { eventId: string; organizerId: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const { count } = await prisma.event.updateMany({
    where: { id: options.eventId, organizerId: options.organizerId, registrationClosesAt: { gt: now } },
    data: { registrationClosesAt: now },
  });
  if (count > 0) return;
  const owned = await prisma.event.count({ where: { id: options.eventId, organizerId: options.organizerId } });
  if (!owned) throw noSuchEvent();
}
