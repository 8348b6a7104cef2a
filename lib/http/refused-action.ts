// A server action the edge refused before Next ran it (lib/serve/guards.ts): Next's client throws an Error holding
// the answer's text, which starts with this marker, so a form can tell the person why instead of a generic failure.
export const REFUSED_ACTION_MARKER = "Refused: ";

/** The edge's reason for refusing an action call, or null when the call failed for another reason (a network error). */
export function refusedActionReason(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message.startsWith(REFUSED_ACTION_MARKER)) return null;
  return error.message.slice(REFUSED_ACTION_MARKER.length);
}
