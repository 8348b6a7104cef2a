// Whether the site can reach its server: the browser's own online flag, and what the last request said. A request
// that gets no answer while the browser says it is online (a captive portal, a server down) counts as offline too,
// until a request is answered or the browser reports the network back.
const CHANGED = "starport:connection";

let unanswered = false;

export function isOffline(): boolean {
  return !navigator.onLine || unanswered;
}

/** Records whether a request to the server got an answer. */
export function noteServerAnswered(answered: boolean): void {
  if (unanswered === !answered) return;
  unanswered = !answered;
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` whenever the site goes offline or comes back; answers how to stop. */
export function onConnectionChange(listener: () => void): () => void {
  const online = () => {
    unanswered = false;
    listener();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", listener);
    window.removeEventListener(CHANGED, listener);
  };
}
