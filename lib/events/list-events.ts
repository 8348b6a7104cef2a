// Event lists: listed events to come and past ones for everyone, and the
// events a user organises.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateFromIso, isoDateOf, todayIso } from "@/lib/rules/dates";

export const EVENTS_PAGE_SIZE = 20;

const listedSelect = {
  id: true,
  name: true,
  heldOn: true,
  place: true,
  playerCap: true,
  visibility: true,
  format: { select: { name: true } },
  _count: { select: { registrations: { where: { withdrawnAt: null } } } },
} satisfies Prisma.EventSelect;
type ListedRow = Prisma.EventGetPayload<{ select: typeof listedSelect }>;

export interface ListedEvent {
  id: string;
  name: string;
  heldOn: string;
  place: string | null;
  formatName: string;
  registered: number;
  playerCap: number | null;
  visibility: "LISTED" | "UNLISTED";
}

const toListed = (row: ListedRow): ListedEvent => ({
  id: row.id,
  name: row.name,
  heldOn: isoDateOf(row.heldOn),
  place: row.place,
  formatName: row.format.name,
  registered: row._count.registrations,
  playerCap: row.playerCap,
  visibility: row.visibility,
});

export interface EventPage {
  items: ListedEvent[];
  total: number;
  page: number;
  pageCount: number;
}

/** Listed events from today on (soonest first), or before today (latest first). */
export async function listEvents(options: {
  when: "upcoming" | "past";
  page?: number;
  today?: string;
}): Promise<EventPage> {
  const today = dateFromIso(options.today ?? todayIso());
  const page = Math.max(1, options.page ?? 1);
  const upcoming = options.when === "upcoming";
  const where: Prisma.EventWhereInput = { visibility: "LISTED", heldOn: upcoming ? { gte: today } : { lt: today } };
  const [total, rows] = await Promise.all([
    prisma.event.count({ where }),
    prisma.event.findMany({
      where,
      orderBy: [{ heldOn: upcoming ? "asc" : "desc" }, { name: "asc" }, { id: "asc" }],
      skip: (page - 1) * EVENTS_PAGE_SIZE,
      take: EVENTS_PAGE_SIZE,
      select: listedSelect,
    }),
  ]);
  return { items: rows.map(toListed), total, page, pageCount: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)) };
}

/** Every event the user organises, latest first. */
export async function listOrganisedEvents(options: { organizerId: string }): Promise<ListedEvent[]> {
  const rows = await prisma.event.findMany({
    where: { organizerId: options.organizerId },
    orderBy: [{ heldOn: "desc" }, { id: "asc" }],
    select: listedSelect,
  });
  return rows.map(toListed);
}
