// An instant drawn on a page, written as formatInstant writes it ("5 September 2026, 18:00 UTC"). In a narrow column
// (a table cell on a phone) it breaks between the day and the time, never inside either.
import { formatClock, formatDay } from "@/lib/rules/dates";

export function Instant({ at, className }: { at: Date; className?: string }) {
  return (
    <time dateTime={at.toISOString()} className={className ? `instant ${className}` : "instant"}>
      <span>{formatDay(at)},</span> <span>{formatClock(at)}</span>
    </time>
  );
}
