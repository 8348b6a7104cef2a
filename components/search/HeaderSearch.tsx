"use client";
// The header's card search: a GET form to the catalogue (it works before and without scripts, and "/" focuses it
// from the first paint), which suggests card names as the player types. ↑ ↓ reach a name and Enter opens its card
// page; Enter from the box itself searches. The box stays uncontrolled, so nothing typed before hydration is lost.
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useCardNameSuggestions } from "./use-card-name-suggestions";

async function cardPath(name: string): Promise<string | null> {
  const res = await fetch(`/api/v1/cards/named?${new URLSearchParams({ exact: name })}`);
  if (!res.ok) return null;
  return `/cards/${((await res.json()) as { slug: string }).slug}`;
}

export function HeaderSearch() {
  const router = useRouter();
  const [text, setText] = useState("");
  const { shown, active, move, clear } = useCardNameSuggestions(text.trim());
  const listId = useId();
  const box = useRef<HTMLInputElement>(null);
  const open = shown.length > 0;

  async function openCard(name: string) {
    clear();
    // The header stays across pages: the card opened, its box starts empty and lets go of the keys ("/" again).
    if (box.current) box.current.value = "";
    box.current?.blur();
    setText("");
    router.push((await cardPath(name)) ?? `/cards?${new URLSearchParams({ q: name })}`);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && open) {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      clear();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (active < 0) return;
    event.preventDefault();
    void openCard(shown[active]!);
  }

  return (
    <form action="/cards" role="search" className="header-search" onSubmit={onSubmit}>
      <input
        ref={box}
        type="search"
        name="q"
        role="combobox"
        aria-label="Quick search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search cards  ( / )"
        data-search-shortcut="header"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        onBlur={clear}
      />
      <ul id={listId} role="listbox" aria-label="Cards to open" className="header-suggestions" hidden={!open}>
        {shown.map((name, i) => (
          <li
            key={name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void openCard(name)}
          >
            {name}
          </li>
        ))}
      </ul>
    </form>
  );
}
