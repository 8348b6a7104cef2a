"use client";
// The signed-in player's owned counts of the cards a builder pane shows, by
// slug, asked of /collection/owned for the slugs not asked yet (in batches,
// so an address stays short). Signed out (401), `available` turns false and
// nothing more is asked. Counts are those of when each card was first asked.
import { useEffect, useMemo, useState } from "react";

const BATCH = 100;

export interface OwnedCounts {
  /** Copies owned of each slug asked so far (0 included). */
  owned: Readonly<Record<string, number>>;
  /** Whether each of the slugs given has its count. */
  complete: boolean;
  /** False once the server said nobody is signed in. */
  available: boolean;
}

async function fetchOwned(slugs: readonly string[], signal: AbortSignal): Promise<Record<string, number> | null> {
  const res = await fetch(`/collection/owned?${new URLSearchParams({ slugs: slugs.join(",") })}`, { signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error("Could not read your collection");
  const body = (await res.json()) as { owned: Record<string, number> };
  return Object.fromEntries(slugs.map((s) => [s, body.owned[s] ?? 0]));
}

/** `enabled: false` asks nothing (the pane's toggle is off). */
export function useOwnedCounts(slugs: readonly string[], { enabled = true }: { enabled?: boolean } = {}): OwnedCounts {
  const [owned, setOwned] = useState<Record<string, number>>({});
  const [available, setAvailable] = useState(true);
  const missing = useMemo(() => [...new Set(slugs)].filter((s) => !(s in owned)), [slugs, owned]);
  const key = missing.join(",");

  useEffect(() => {
    if (!enabled || !available || key === "") return;
    const controller = new AbortController();
    const asked = key.split(",");
    const batches = Array.from({ length: Math.ceil(asked.length / BATCH) }, (_, i) =>
      asked.slice(i * BATCH, (i + 1) * BATCH),
    );
    Promise.all(batches.map((batch) => fetchOwned(batch, controller.signal))).then(
      (answers) => {
        if (answers.some((a) => a === null)) return setAvailable(false);
        setOwned((current) => Object.assign({}, current, ...answers));
      },
      // An aborted or failed read leaves the counts unknown; the next change asks again.
      () => undefined,
    );
    return () => controller.abort();
  }, [key, enabled, available]);

  return { owned, complete: missing.length === 0, available };
}
