// The roster as a CSV file for spreadsheets: every player registered now, in
// the roster's order, with cells a spreadsheet cannot run as formulas.
import "server-only";
import { prisma } from "@/lib/db";
import { toCsv } from "@/lib/http/csv";
import { noSuchEvent } from "./event-errors";
import { ROSTER_ORDER, rosterSelect, rosterWhere, toRosterEntry } from "./roster";
import type { RosterQuery } from "./schemas";

const HEADER = [
  "Player",
  "Deck",
  "Verdict",
  "Reasons",
  "Hash (SHA-256)",
  "Registered (UTC)",
  "Last submitted (UTC)",
  "Submission",
];

/** A file name from the event's name: letters, digits and hyphens. */
export function csvFileName(eventName: string): string {
  const slug = eventName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${slug || "event"}-roster.csv`;
}

export async function rosterCsv(options: {
  eventId: string;
  organizerId: string;
  sort?: RosterQuery["sort"];
}): Promise<{ fileName: string; csv: string }> {
  const event = await prisma.event.findFirst({
    where: { id: options.eventId, organizerId: options.organizerId },
    select: { name: true },
  });
  if (!event) throw noSuchEvent();
  const rows = await prisma.registration.findMany({
    where: rosterWhere(options),
    orderBy: ROSTER_ORDER[options.sort ?? "registered"],
    select: rosterSelect,
  });
  const records = rows
    .map(toRosterEntry)
    .map((e) => [
      e.player,
      e.snapshot.deckName,
      e.snapshot.legal ? "Legal" : "Not legal",
      e.reasons.join(" "),
      e.snapshot.hash,
      e.registeredAt.toISOString(),
      e.snapshot.createdAt.toISOString(),
      e.snapshot.number,
    ]);
  return { fileName: csvFileName(event.name), csv: toCsv(HEADER, records) };
}
