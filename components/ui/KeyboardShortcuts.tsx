"use client";
// Site-wide keys: "/" focuses the page's search (the header's when the page
// has none of its own), "?" opens the list of shortcuts. Keys typed into a
// field are left alone. Pages add their own keys to the list through
// `data-shortcuts` sections (the builder's arrows, Enter, + and −).
import { useEffect, useRef } from "react";
import { OPEN_MENU_EVENT } from "./SiteNav";
import "./ui.css";

const SITE_KEYS: [key: string, what: string][] = [
  ["/", "Search: jump to the page's search box"],
  ["?", "Show these shortcuts"],
  ["Esc", "Close a card preview or this list"],
];

const BUILDER_KEYS: [key: string, what: string][] = [
  ["↑ ↓", "Move through search results"],
  ["Enter", "Add the highlighted result to the deck"],
  ["+ −", "Add or remove a copy of the focused deck line"],
];

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The search box "/" goes to: the last one the page marks (its own), else the header's. */
function searchBox(): HTMLInputElement | null {
  const inMain = document.querySelectorAll<HTMLInputElement>("main [data-search-shortcut]");
  return inMain[inMain.length - 1] ?? document.querySelector<HTMLInputElement>("[data-search-shortcut]");
}

export function KeyboardShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    // The inline script that served "/" before hydration (EarlySearchKey) hands over to this one.
    (window as { __starportEarlyKeysOff?: () => void }).__starportEarlyKeysOff?.();
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      if (event.key === "/") {
        const box = searchBox();
        if (!box) return;
        event.preventDefault();
        // The header's box sits in the phone menu: open it so the box can take focus.
        if (!box.checkVisibility()) document.dispatchEvent(new Event(OPEN_MENU_EVENT));
        box.focus();
        box.select();
      } else if (event.key === "?") {
        event.preventDefault();
        if (!dialog.current?.open) dialog.current?.showModal();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <dialog ref={dialog} className="shortcut-help" aria-labelledby="shortcut-help-title">
      <h2 id="shortcut-help-title">Keyboard shortcuts</h2>
      <h3>Everywhere</h3>
      <KeyList keys={SITE_KEYS} />
      <h3>In the deck builder</h3>
      <KeyList keys={BUILDER_KEYS} />
      <form method="dialog">
        <button type="submit" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}

function KeyList({ keys }: { keys: [string, string][] }) {
  return (
    <dl className="shortcut-list">
      {keys.map(([key, what]) => (
        <div key={key}>
          <dt>
            <kbd>{key}</kbd>
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}
