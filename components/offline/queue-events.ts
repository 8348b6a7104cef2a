// News of the offline save queue, for every part of every tab that shows it: the builder (its deck's answers) and
// the header (how many changes wait). Sent in this tab as an event and to the others on a BroadcastChannel.
import type { SaveOutcome, SyncQueue } from "@/lib/offline/sync-queue";

export interface QueueChange {
  userId: string;
  queue: SyncQueue;
  outcomes: SaveOutcome[];
}

const EVENT = "starport:queue";
const CHANNEL = "starport-queue";

export function announceQueue(change: QueueChange): void {
  window.dispatchEvent(new CustomEvent<QueueChange>(EVENT, { detail: change }));
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(change);
  channel.close();
}

/** Calls `listener` with each change, from this tab or another; answers how to stop. */
export function onQueueChange(listener: (change: QueueChange) => void): () => void {
  const here = (event: Event) => listener((event as CustomEvent<QueueChange>).detail);
  window.addEventListener(EVENT, here);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = (event: MessageEvent<QueueChange>) => listener(event.data);
  return () => {
    window.removeEventListener(EVENT, here);
    channel?.close();
  };
}
