"use client";
// Sign out through next-auth, which also deletes the Session row (events.signOut).
// The player's decks kept in this browser leave with them; changes the server
// does not have yet are counted and the player is asked before they are lost.
import { signOut } from "next-auth/react";
import { signOutStep } from "@/lib/offline/sync-queue";

async function signOutHere() {
  // Loaded on click, so every page's first load stays as it was.
  const { clearPlayerData, countUnsaved } = await import("@/lib/offline/deck-store");
  const unsaved = await countUnsaved().catch(() => 0);
  const step = signOutStep({ unsaved, ask: (question) => window.confirm(question) });
  if (step.kind === "stay") return;
  await clearPlayerData().catch(() => {
    // No IndexedDB in this browser: nothing was kept.
  });
  await signOut({ callbackUrl: "/" });
}

export function SignOutButton() {
  return (
    <button type="button" className="user-menu-signout" onClick={() => void signOutHere()}>
      Sign out
    </button>
  );
}
