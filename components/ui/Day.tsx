// A day drawn on a page ("5 September 2026"), its <time> naming the calendar day in UTC. It never breaks across
// lines: "19 December" above "2026" reads as two facts.
import { formatDay, isoDateOf } from "@/lib/rules/dates";

export function Day({ at, className }: { at: Date; className?: string }) {
  return (
    <time dateTime={isoDateOf(at)} className={className ? `day ${className}` : "day"}>
      {formatDay(at)}
    </time>
  );
}
