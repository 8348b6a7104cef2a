"use client";
// Quick add: type "3 cutl", pick a suggested name with ↑ ↓ and Enter (or a click), or type a whole name and press
// Enter, and that many copies join the deck, up to what the format allows (the note says when it stops, and why). The
// names come from the public autocomplete endpoint; the card from the cards/named endpoint, by its exact name. Focus
// stays in the box, so a whole deck can be typed line after line.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { fetchCardNamed } from "@/components/search/card-named";
import { useCardNameSuggestions } from "@/components/search/use-card-name-suggestions";
import { readQuickAdd } from "@/lib/decks/quick-add";
import { toBuilderCard, type BuilderCard } from "@/lib/rules/builder-card";
import type { CopyLimit } from "@/lib/rules/copy-limit";

interface Props {
  limitOf: (card: BuilderCard) => CopyLimit;
  /** Adds this many copies (a ship replaces the deck's ship). */
  onAdd: (card: BuilderCard, copies: number) => void;
}

async function cardNamed(name: string): Promise<BuilderCard | null> {
  const card = await fetchCardNamed(name);
  return card ? toBuilderCard(card) : null;
}

export function QuickAdd({ limitOf, onAdd }: Props) {
  const [text, setText] = useState("");
  const [note, setNote] = useState("");
  const listId = useId();
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { copies, name } = readQuickAdd(text);
  const { shown, active, move, clear } = useCardNameSuggestions(name);
  const open = shown.length > 0;

  async function pick(picked: string, { typed }: { typed: boolean }) {
    const card = await cardNamed(picked);
    if (!card) {
      setNote(
        typed
          ? `No card is named ${picked}: pick one of the names suggested.`
          : `${picked} could not be found; try again.`,
      );
      return;
    }
    const limit = limitOf(card);
    const room = limit.max === null ? copies : Math.max(0, limit.max - limit.inDeck);
    const adding = card.type === "SHIP" ? 1 : Math.min(copies, room);
    if (adding === 0) {
      setNote(`${card.name} not added: ${limit.reason ?? "the format allows no more."}`);
      return;
    }
    onAdd(card, adding);
    setNote(
      card.type === "SHIP"
        ? `${card.name} is the ship.`
        : `Added ${adding} × ${card.name}.${adding < copies ? ` ${limit.reason ?? ""}`.trimEnd() : ""}`,
    );
    setText("");
    clear();
    input.current?.focus();
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      if (!name) return;
      event.preventDefault();
      // Enter before the names for the last keys arrive adds the card named exactly as typed.
      void (open ? pick(shown[Math.max(0, active)]!, { typed: false }) : pick(name, { typed: true }));
    } else if (event.key === "Escape" && text) {
      event.preventDefault();
      setText("");
      setNote("");
    }
  }

  return (
    <div className="quick-add">
      <label className="quick-add-label">
        Quick add
        <input
          ref={input}
          type="text"
          role="combobox"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          placeholder="3 cutl… then Enter"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={noteId}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <ul id={listId} role="listbox" aria-label="Suggested cards" className="quick-add-list" hidden={!open}>
        {shown.map((suggested, i) => (
          <li
            key={suggested}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void pick(suggested, { typed: false })}
          >
            {copies > 1 ? `${copies} × ` : ""}
            {suggested}
          </li>
        ))}
      </ul>
      <p id={noteId} className="muted quick-add-note" role="status">
        {note}
      </p>
    </div>
  );
}
