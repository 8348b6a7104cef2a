"use client";
// The header's links and card search. On a phone they fold behind a Menu
// button, on a tablet the links alone do; on wider screens they are always shown (CSS decides, so the server
// markup is the same for everyone and the page stays cacheable).
import Link from "next/link";
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { HeaderSearch } from "@/components/search/HeaderSearch";
import { usePageMenu } from "./use-page-menu";
import "./ui.css";

const LINKS: [href: string, label: string][] = [
  ["/cards", "Cards"],
  ["/sets", "Sets"],
  ["/decks/public", "Decks"],
  ["/check", "Check a deck"],
  ["/events", "Events"],
  ["/formats", "Formats"],
  ["/rules", "Rules"],
  ["/syntax", "Search syntax"],
];

/** Sent by the "/" shortcut: open the menu at once, so the search box in it can take focus. */
export const OPEN_MENU_EVENT = "site-menu:open";

// The header is on every page: prefetching its links on every load is main-thread
// work while the page hydrates (Lighthouse's TBT), for pages most visits never open.
// A click fetches the page.
export function SiteNav() {
  const { root, open, show, toggle } = usePageMenu<HTMLDivElement>();
  useEffect(() => {
    const openNow = () => flushSync(show);
    document.addEventListener(OPEN_MENU_EVENT, openNow);
    return () => document.removeEventListener(OPEN_MENU_EVENT, openNow);
  }, [show]);

  return (
    <div className="site-menu" data-open={open ? "true" : "false"} ref={root}>
      <button
        type="button"
        className="site-menu-button"
        aria-expanded={open}
        aria-controls="site-menu-items"
        onClick={toggle}
      >
        Menu
      </button>
      <div id="site-menu-items" className="site-menu-items">
        <nav aria-label="Main">
          {LINKS.map(([href, label]) => (
            <Link key={href} href={href} prefetch={false}>
              {label}
            </Link>
          ))}
        </nav>
        <HeaderSearch />
      </div>
    </div>
  );
}
