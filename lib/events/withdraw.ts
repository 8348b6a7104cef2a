// A player withdraws before the deadline: their place is freed, their
// snapshots are kept (registering again reactivates the same registration).
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { noSuchEvent, registrationClosed } from "./event-errors";
import { lockEvent } from "./lock-event";
import { registrationIsOpen } from "./visibility";

export async function withdrawFromEvent(options: { eventId: string; playerId: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await prisma.$transaction(async (tx) => {
    const event = await lockEvent(tx, { eventId: options.eventId });
    if (!event) throw noSuchEvent();
    if (!registrationIsOpen(event, now)) throw registrationClosed(event.registrationClosesAt);
    const { count } = await tx.registration.updateMany({
      where: { eventId: event.id, playerId: options.playerId, withdrawnAt: null },
      data: { withdrawnAt: now },
    });
    if (count === 0) throw new AppError("NOT_FOUND", "You are not registered for this event.");
  });
}
