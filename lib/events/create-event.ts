// A new event organised by the user.
import "server-only";
import { prisma } from "@/lib/db";
import { dateFromIso } from "@/lib/rules/dates";
import { getFormatRevision } from "@/lib/formats/formats";
import { eventFormSchema, type EventFormInput } from "./schemas";

export async function createEvent(options: { organizerId: string } & EventFormInput): Promise<{ id: string }> {
  const { heldOn, ...fields } = eventFormSchema.parse(options);
  // The format must exist and have a revision in force on the event's day.
  await getFormatRevision(fields.formatId, { on: heldOn });
  return prisma.event.create({
    data: { ...fields, heldOn: dateFromIso(heldOn), organizerId: options.organizerId },
    select: { id: true },
  });
}
