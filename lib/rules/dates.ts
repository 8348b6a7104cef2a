// Calendar dates as Starport passes them around: "YYYY-MM-DD" strings, read
// in UTC. Such strings sort in date order, so they compare as text. Pure.
import { z } from "zod";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists: not 2027-02-30 (JavaScript rolls it over), nor before year 100 (Date.UTC reads 0–99 as 1900–1999; PostgreSQL refuses year 0). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date written YYYY-MM-DD (2026-09-05). */
export const isoDateSchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (!ISO_DATE.test(text)) ctx.addIssue({ code: "custom", message: "is a date written YYYY-MM-DD" });
    else if (!isCalendarDate(text)) ctx.addIssue({ code: "custom", message: "is not a day of the calendar" });
  });

/** The UTC calendar day of an instant. */
export function isoDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Today, in UTC. */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(now);
}

/** Midnight UTC of a calendar day, as PostgreSQL `date` columns read and write it. */
export function dateFromIso(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "5 September 2026": a day as every page and message writes it, in UTC. */
export function formatDay(instant: Date): string {
  return DAY.format(instant);
}

/** "5 September 2026", from "2026-09-05". */
export function formatIsoDate(date: string): string {
  return formatDay(dateFromIso(date));
}

/** "18:00 UTC": an instant's time of day to the minute, in UTC and said so, as the server does not know the reader's
 * zone. */
export function formatClock(instant: Date): string {
  return `${instant.toISOString().slice(11, 16)} UTC`;
}

/** "5 September 2026, 18:00 UTC": an instant to the minute. */
export function formatInstant(instant: Date): string {
  return `${formatDay(instant)}, ${formatClock(instant)}`;
}
