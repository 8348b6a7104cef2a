"use client";
// Card names for what a player is typing, from the public autocomplete endpoint, with the one the arrow keys have
// reached: shared by the builder's quick add and the header's search (and the names a mistyped card address may mean).
import { useEffect, useState } from "react";

/** Card names for a text, closest first (the public autocomplete endpoint); none when it fails. */
export async function cardNameSuggestions(name: string, signal: AbortSignal): Promise<string[]> {
  const res = await fetch(`/api/v1/cards/autocomplete?${new URLSearchParams({ q: name })}`, { signal });
  if (!res.ok) return [];
  return ((await res.json()) as { names: string[] }).names;
}

export function useCardNameSuggestions(name: string) {
  const [names, setNames] = useState<{ for: string; list: string[] }>({ for: "", list: [] });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      cardNameSuggestions(name, controller.signal).then(
        (list) => {
          setNames({ for: name, list });
          setActive(-1);
        },
        () => {},
      );
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);

  const shown = name && names.for === name ? names.list : [];
  return {
    shown,
    /** The suggestion the arrow keys reached; -1 while the box itself has them. */
    active: active < shown.length ? active : -1,
    // From the box (-1) through each name and back to the box.
    move: (step: 1 | -1) => setActive((at) => ((at + 1 + step + shown.length + 1) % (shown.length + 1)) - 1),
    clear: () => {
      setNames({ for: "", list: [] });
      setActive(-1);
    },
  };
}
