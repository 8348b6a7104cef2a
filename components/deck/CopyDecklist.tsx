"use client";
// Copies the deck's text export to the clipboard, and says whether it worked.
import { useState } from "react";

export function CopyDecklist({ href }: { href: string }) {
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      const res = await fetch(href);
      if (!res.ok) throw new Error(String(res.status));
      await navigator.clipboard.writeText(await res.text());
      setSaid("Copied the decklist.");
    } catch {
      setSaid("Could not copy: use Export as text instead.");
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Copy decklist
      </button>
      <span role="status" className="muted">
        {said}
      </span>
    </>
  );
}
