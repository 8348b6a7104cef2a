// An event's own fields as its page and its organizer's form both read them: one include, one mapping.
import type { Prisma } from "@/lib/generated/prisma/client";
import { isoDateOf } from "@/lib/rules/dates";

export const eventFieldsInclude = {
  format: { select: { name: true } },
  _count: { select: { registrations: true } },
} satisfies Prisma.EventInclude;

export interface EventFields {
  id: string;
  name: string;
  heldOn: string;
  place: string | null;
  formatId: string;
  formatName: string;
  registrationClosesAt: Date;
  playerCap: number | null;
  refuseIllegal: boolean;
  visibility: "LISTED" | "UNLISTED";
  publishLists: boolean;
  /** Registrations of any kind, withdrawn ones too: what deleting the event deletes. */
  registrations: number;
}

export function toEventFields(event: Prisma.EventGetPayload<{ include: typeof eventFieldsInclude }>): EventFields {
  return {
    id: event.id,
    name: event.name,
    heldOn: isoDateOf(event.heldOn),
    place: event.place,
    formatId: event.formatId,
    formatName: event.format.name,
    registrationClosesAt: event.registrationClosesAt,
    playerCap: event.playerCap,
    refuseIllegal: event.refuseIllegal,
    visibility: event.visibility,
    publishLists: event.publishLists,
    registrations: event._count.registrations,
  };
}
