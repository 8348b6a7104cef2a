"use client";
// Narrows the server-rendered glossary as you type: hides every item whose
// words do not contain the query, keeps an item visible while something nested
// in it matches, and hides letters left empty. Without JavaScript, everything shows.
import { useId, useState } from "react";
import { exactTermIndex } from "@/lib/glossary/exact-term";

const ownTexts = new WeakMap<HTMLElement, string>();

/**
 * The words an item is matched against: its terms and its own text (not that
 * of items nested in it, nor its kind label, permalink or related links). Read
 * from the page rather than sent twice, once in the text and once for the filter.
 */
function ownText(item: HTMLElement): string {
  let text = ownTexts.get(item);
  if (text !== undefined) return text;
  const parts = [item.dataset.terms ?? ""];
  const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("[data-glossary-item]") === item &&
      !node.parentElement.closest(".related, .permalink, .entry-kind")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
  text = parts.join(" ").toLowerCase();
  ownTexts.set(item, text);
  return text;
}

interface ExactMatch {
  title: string;
  href: string;
}

/** The entry named exactly as the query, offered before the entries that merely contain it. */
function exactMatch(items: HTMLElement[], query: string): ExactMatch | null {
  const item =
    items[
      exactTermIndex(
        query,
        items.map((i) => i.dataset.exact),
      )
    ];
  if (!item) return null;
  const link = item.id ? `#${item.id}` : item.querySelector("a")?.getAttribute("href");
  const title = item.querySelector(".glossary-title, a")?.textContent?.trim();
  return link && title ? { title, href: link } : null;
}

/** Shows or hides the glossary's items for a query; returns how many stay visible and the exact match. */
function applyFilter(root: HTMLElement, query: string): { visible: number; total: number; exact: ExactMatch | null } {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const items = [...root.querySelectorAll<HTMLElement>("[data-glossary-item]")];
  // Deepest first, so a parent sees whether any nested item stayed visible.
  for (const item of [...items].reverse()) {
    const text = ownText(item);
    item.hidden = !words.every((w) => text.includes(w)) && !item.querySelector("[data-glossary-item]:not([hidden])");
  }
  for (const letter of root.querySelectorAll<HTMLElement>("[data-glossary-letter]")) {
    letter.hidden = !letter.querySelector("[data-glossary-item]:not([hidden])");
  }
  return { visible: items.filter((i) => !i.hidden).length, total: items.length, exact: exactMatch(items, query) };
}

export function GlossaryFilter({ target }: { target: string }) {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const [exact, setExact] = useState<ExactMatch | null>(null);
  const inputId = useId();

  function onChange(value: string) {
    setQuery(value);
    const root = document.getElementById(target);
    if (!root) return;
    const { visible, total, exact } = applyFilter(root, value);
    setExact(exact);
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
      {exact ? (
        <p>
          Exact match: <a href={exact.href}>{exact.title}</a>
        </p>
      ) : null}
      <p className="muted" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
