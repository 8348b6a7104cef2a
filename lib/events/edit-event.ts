// Changes an event the user organises. Lists already registered were checked
// against the format revision in force on the event's day: once anyone has
// registered, the format is fixed and the day may only move within the same
// revision; the cap may not drop below the players registered.
import "server-only";
import { prisma } from "@/lib/db";
import { dateFromIso, formatIsoDate } from "@/lib/rules/dates";
import { getFormatRevision } from "@/lib/formats/formats";
import { AppError } from "@/lib/http/errors";
import { noSuchEvent } from "./event-errors";
import { lockEvent } from "./lock-event";
import { eventFormSchema, type EventFormInput } from "./schemas";

const refuse = (field: string, message: string) => new AppError("CONFLICT", message, { issues: [{ field, message }] });

export async function editEvent(options: { eventId: string; organizerId: string } & EventFormInput): Promise<void> {
  const { heldOn, ...fields } = eventFormSchema.parse(options);
  const { revisionId, format } = await getFormatRevision(fields.formatId, { on: heldOn });
  await prisma.$transaction(async (tx) => {
    const event = await lockEvent(tx, { eventId: options.eventId, organizerId: options.organizerId });
    if (!event) throw noSuchEvent();
    const registrations = await tx.registration.findMany({
      where: { eventId: event.id },
      select: { withdrawnAt: true, currentSnapshot: { select: { formatRevisionId: true } } },
    });
    if (registrations.length > 0) {
      const players = `${registrations.length} player${registrations.length === 1 ? " has" : "s have"} registered`;
      if (fields.formatId !== event.formatId)
        throw refuse("formatId", `${players} against this event's format: it can no longer change.`);
      if (registrations.some((r) => r.currentSnapshot && r.currentSnapshot.formatRevisionId !== revisionId)) {
        throw refuse(
          "heldOn",
          `${players} under another revision of ${format.name} than the one in force on ${formatIsoDate(heldOn)}: keep a day under the same revision.`,
        );
      }
    }
    const active = registrations.filter((r) => r.withdrawnAt === null).length;
    if (fields.playerCap !== undefined && fields.playerCap < active) {
      throw refuse("playerCap", `${active} players are registered: the cap cannot be lower.`);
    }
    await tx.event.update({
      where: { id: event.id },
      data: { ...fields, playerCap: fields.playerCap ?? null, heldOn: dateFromIso(heldOn) },
    });
  });
}
