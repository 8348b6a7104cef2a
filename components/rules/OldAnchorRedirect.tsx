"use client";
// Links written before the reference had pages (/rules#Trifling, in bookmarks, other sites and a few of our own
// panels) name an anchor that /rules no longer holds: send them to /rules/<Anchor>, which answers with the
// entry's or section's page or forwards to where the anchor stands. Anchors still on this page stay put.
import { useEffect } from "react";
import { isAnchor } from "@/lib/glossary/anchors";

export function OldAnchorRedirect() {
  useEffect(() => {
    const follow = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      if (isAnchor(anchor) && !document.getElementById(anchor)) window.location.replace(`/rules/${anchor}`);
    };
    follow();
    // An old link followed from /rules itself changes only the hash.
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return null;
}
