// A day drawn on a page ("5 September 2026"), its <time> naming the calendar day in UTC.
import { formatDay, isoDateOf } from "@/lib/rules/dates";

export function Day({ at, className }: { at: Date; className?: string }) {
  return (
    <time dateTime={isoDateOf(at)} className={className}>
      {formatDay(at)}
    </time>
  );
}
