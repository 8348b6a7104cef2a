"use client";
// The header's quiet word on the connection: nothing while the server answers and nothing waits; "Offline" when the
// browser has no network or the server gives no answer, with how many deck changes wait in this browser; the count
// alone while they are being sent. It also sends what waits, from any page, when the server answers again. The
// store and the sender load after the page has, and only then: the first load carries this component alone.
import { useEffect, useState } from "react";
import { isOffline, noteServerAnswered, onConnectionChange } from "./connection";
import { onQueueChange } from "./queue-events";
import { provideSyncActions, type SyncActions } from "./sync-actions";
import "./offline.css";

// While the browser says online but the server gave no answer, ask it this often whether it is back.
const PROBE_MS = 10_000;

async function countWaiting(): Promise<number> {
  const { countQueued } = await import("@/lib/offline/deck-store");
  return countQueued().catch(() => 0);
}

async function sendWaiting(actions: SyncActions): Promise<void> {
  const { sendQueued } = await import("./sync");
  await sendQueued(actions).catch(() => undefined);
}

function describeConnection(offline: boolean, waiting: number): string {
  const changes = waiting === 0 ? "" : waiting === 1 ? "1 change waiting" : `${waiting} changes waiting`;
  return [offline ? "Offline" : "", changes].filter(Boolean).join(" · ");
}

export function ConnectionStatus({ save, create }: Required<SyncActions>) {
  const [offline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    const actions = { save, create };
    provideSyncActions(actions);
    let live = true;
    const recount = () => void countWaiting().then((n) => live && setWaiting(n));
    const start = () => {
      setOffline(isOffline());
      void countWaiting().then((n) => {
        if (!live) return;
        setWaiting(n);
        if (n > 0 && !isOffline()) void sendWaiting(actions);
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });

    const stopConnection = onConnectionChange(() => {
      const now = isOffline();
      setOffline(now);
      if (!now) void sendWaiting(actions);
    });
    const stopQueue = onQueueChange(recount);
    const probe = setInterval(() => {
      if (!navigator.onLine || !isOffline()) return;
      fetch("/api/auth/session", { cache: "no-store" }).then(
        () => noteServerAnswered(true),
        () => undefined,
      );
    }, PROBE_MS);
    return () => {
      live = false;
      window.removeEventListener("load", start);
      stopConnection();
      stopQueue();
      clearInterval(probe);
    };
  }, [save, create]);

  return (
    <p className="connection-status" role="status" data-testid="connection-status">
      {describeConnection(offline, waiting)}
    </p>
  );
}
