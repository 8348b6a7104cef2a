"use client";
// Narrows the server-rendered glossary as you type: hides every item whose
// words do not contain the query, keeps an item visible while something nested
// in it matches, and hides letters left empty. Without JavaScript, everything shows.
import { useId, useState } from "react";

/** Shows or hides the glossary's items for a query; returns how many stay visible. */
function applyFilter(root: HTMLElement, query: string): { visible: number; total: number } {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const items = [...root.querySelectorAll<HTMLElement>("[data-glossary-item]")];
  // Deepest first, so a parent sees whether any nested item stayed visible.
  for (const item of [...items].reverse()) {
    const text = item.dataset.search ?? "";
    item.hidden = !words.every((w) => text.includes(w)) && !item.querySelector("[data-glossary-item]:not([hidden])");
  }
  for (const letter of root.querySelectorAll<HTMLElement>("[data-glossary-letter]")) {
    letter.hidden = !letter.querySelector("[data-glossary-item]:not([hidden])");
  }
  return { visible: items.filter((i) => !i.hidden).length, total: items.length };
}

export function GlossaryFilter({ target }: { target: string }) {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const inputId = useId();

  function onChange(value: string) {
    setQuery(value);
    const root = document.getElementById(target);
    if (!root) return;
    const { visible, total } = applyFilter(root, value);
    setStatus(value.trim() ? `${visible} of ${total} entries match` : "");
  }

  return (
    <div className="glossary-filter" role="search">
      <label htmlFor={inputId}>Filter the glossary</label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="e.g. trifling, jump, expense"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="muted" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
