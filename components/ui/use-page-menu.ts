"use client";
// A header menu (the site's links, the account's): open on the page it was opened on, so going to another page
// closes it; a press outside it or Escape closes it too (not an Escape a field inside has used, as the search box
// does to close its suggestions).
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

export function usePageMenu<T extends HTMLElement>() {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const root = useRef<T>(null);
  const open = openOn === pathname;
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event.defaultPrevented) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node))
        setOpenOn(null);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  const show = useCallback(() => setOpenOn(pathname), [pathname]);
  return { root, open, show, toggle: () => setOpenOn(open ? null : pathname) };
}
