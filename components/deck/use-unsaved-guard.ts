"use client";
// Warns before work is lost while the builder has unsaved changes: closing the
// tab or reloading (the browser's own prompt), following a link inside the
// site (which the browser would not ask about: Next navigates in place), and
// Back (a guard entry on the history stack catches it).
import { useEffect } from "react";

export const LEAVE_MESSAGE = "This deck has unsaved changes. Leave without saving them?";

function isInternalNavigation(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to a place on this same page leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return link;
}

export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      if (!window.confirm(LEAVE_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back leaves the guard entry first; asking then, and stepping back onto it when the player stays. A page
    // reloaded with unsaved changes is already on one: a second would make Back, agreed to, land on this page again.
    if (!(window.history.state as { builderGuard?: boolean } | null)?.builderGuard)
      window.history.pushState({ builderGuard: true }, "", window.location.href);
    const onPopState = () => {
      if (window.confirm(LEAVE_MESSAGE)) {
        window.removeEventListener("popstate", onPopState);
        window.history.back();
      } else {
        window.history.pushState({ builderGuard: true }, "", window.location.href);
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("popstate", onPopState);
      // Clean: drop the guard entry if it is still the current one.
      if ((window.history.state as { builderGuard?: boolean } | null)?.builderGuard) window.history.back();
    };
  }, [dirty]);
}
