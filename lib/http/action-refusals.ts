// A server action's refusal of its arguments, told to the server around Next
// (lib/serve) so it answers 400 with the reason: an action cannot set its own
// status, and what it throws reaches the client as a 500 without its message.
// The server opens a slot per page POST; Node carries it through every await of
// Next's handling. One store per process: the server and Next's bundle each
// load this file.
import { AsyncLocalStorage } from "node:async_hooks";

export interface ActionRefusalSlot {
  reason?: string;
}

const scope = ((globalThis as { [key: symbol]: unknown })[Symbol.for("starport.action-refusal")] ??=
  new AsyncLocalStorage<ActionRefusalSlot>()) as AsyncLocalStorage<ActionRefusalSlot>;

/** Runs Next's handling of one request with `slot` open for an action's refusal. */
export function withActionRefusals<T>(slot: ActionRefusalSlot, handle: () => T): T {
  return scope.run(slot, handle);
}

/** Notes the refusal in the request's slot (the first one wins); nothing outside a request the server handles. */
export function noteActionRefusal(reason: string): void {
  const slot = scope.getStore();
  if (slot) slot.reason ??= reason;
}
