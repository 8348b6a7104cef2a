// When registration is open and when an event's lists are public. Pure: the
// server decides with these, the pages word them the same way.
import { isoDateOf } from "../rules/dates";

/** Registration takes lists until the deadline (inclusive of its very instant). */
export function registrationIsOpen(event: { registrationClosesAt: Date }, now: Date): boolean {
  return now.getTime() <= event.registrationClosesAt.getTime();
}

/** The event's day has passed (in UTC). */
export function eventIsOver(event: { heldOn: Date }, now: Date): boolean {
  return isoDateOf(event.heldOn) < isoDateOf(now);
}

/** Lists become public the day after the event, if the organizer chose so. */
export function listsArePublic(event: { heldOn: Date; publishLists: boolean }, now: Date): boolean {
  return event.publishLists && eventIsOver(event, now);
}
