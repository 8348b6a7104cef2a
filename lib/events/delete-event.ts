// Deletes an event the user organises, with its registrations and their
// snapshots. With registrations, the organizer confirms how many they are
// deleting; if that number is no longer right (someone registered since), the
// deletion is refused and asks again.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { noSuchEvent } from "./event-errors";
import { lockEvent } from "./lock-event";

export async function deleteEvent(options: {
  eventId: string;
  organizerId: string;
  confirmedRegistrations?: number;
}): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const event = await lockEvent(tx, { eventId: options.eventId, organizerId: options.organizerId });
    if (!event) throw noSuchEvent();
    const registrations = await tx.registration.count({ where: { eventId: event.id } });
    if (registrations > 0 && options.confirmedRegistrations !== registrations) {
      const message = `This event has ${registrations} registration${registrations === 1 ? "" : "s"}: confirm that they are deleted with it.`;
      throw new AppError("CONFLICT", message, {
        registrations,
        issues: [{ field: "confirmedRegistrations", message }],
      });
    }
    await tx.event.delete({ where: { id: event.id } });
  });
}
