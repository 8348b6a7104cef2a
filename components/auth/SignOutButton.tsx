"use client";
// Sign out through next-auth, which also deletes the Session row (events.signOut).
// Changes the server does not have yet are sent first; what still cannot be
// sent is counted and the player is asked before it is lost. Then the player's
// data leaves this browser: the decks and queue in IndexedDB, and local and
// session storage (the service worker keeps nothing per player).
import { signOut } from "next-auth/react";
import { syncActions } from "@/components/offline/sync-actions";

async function signOutHere() {
  // Loaded on click, so every page's first load stays as it was.
  const [{ clearPlayerData, countUnsaved }, { sendQueued }, { signOutStep }] = await Promise.all([
    import("@/lib/offline/deck-store"),
    import("@/components/offline/sync"),
    import("@/lib/offline/sync-queue"),
  ]);
  const actions = syncActions();
  const step = await signOutStep({
    sync: async () => (actions ? sendQueued(actions) : undefined),
    unsaved: () => countUnsaved().catch(() => 0),
    ask: (question) => window.confirm(question),
  });
  if (step.kind === "stay") return;
  await clearPlayerData().catch(() => {
    // No IndexedDB in this browser: nothing was kept.
  });
  localStorage.clear();
  sessionStorage.clear();
  try {
    await signOut({ callbackUrl: "/" });
  } catch {
    // No answer from the server: this browser holds nothing of the player's now, but the session ends there only.
    window.alert("Your decks are gone from this browser. Sign out again when back online to end the session.");
    // A full load, so no page of the player's stays open to keep writing.
    const home = new URL("/", window.location.href).href;
    window.location.assign(home);
  }
}

export function SignOutButton() {
  return (
    <button type="button" className="user-menu-signout" onClick={() => void signOutHere()}>
      Sign out
    </button>
  );
}
