"use client";
// The header's account corner: sign in / sign up, or the player's name opening
// a small menu of their decks, collection, account page and sign out (below
// the name's own row on a phone). It asks for the session from the browser
// (/api/auth/session), so the pages around it are the same for everyone and
// can be cached; until the answer comes it holds its place empty. next-auth's
// browser code (for signing out) loads only for a signed-in player. Its links are
// not prefetched: the corner is on every page (see SiteNav).
import Link from "next/link";
import { lazy, Suspense, useEffect, useState } from "react";
import { usePageMenu } from "@/components/ui/use-page-menu";
import { readSessionUser, type SessionUser } from "./session-user";

const SignOutButton = lazy(() => import("./SignOutButton").then((m) => ({ default: m.SignOutButton })));

type State = { status: "loading" } | { status: "done"; user: SessionUser | null };

export function UserMenu() {
  const [state, setState] = useState<State>({ status: "loading" });
  const { root, open, toggle } = usePageMenu<HTMLElement>();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    void readSessionUser().then((user) => {
      if (!live) return;
      setState({ status: "done", user });
      // Issue 34: the count of unread notifications, asked for only by a signed-in player.
      if (user)
        void fetch("/notifications/unread")
          .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : { unread: 0 }))
          .then((answer) => live && setUnread(answer.unread))
          .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.status === "loading") return <nav className="user-menu" aria-label="Account" aria-busy="true" />;
  if (!state.user) {
    return (
      <nav className="user-menu" aria-label="Account">
        <Link href="/signin" prefetch={false}>
          Sign in
        </Link>
        <Link href="/signup" prefetch={false}>
          Sign up
        </Link>
      </nav>
    );
  }
  // Never the email: the menu is on screens others see.
  const name = state.user.name ?? state.user.handle;
  return (
    <nav className="user-menu" aria-label="Account" ref={root} data-open={open ? "true" : "false"}>
      <button
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls="user-menu-links"
        title={name}
        onClick={toggle}
      >
        <span className="user-menu-name">{name}</span>
        {unread > 0 ? (
          <span className="user-menu-unread" data-testid="unread-count">
            {unread}
            <span className="visually-hidden"> unread notifications</span>
          </span>
        ) : null}
        <span aria-hidden="true"> ▾</span>
      </button>
      <div id="user-menu-links" className="user-menu-links">
        <Link href="/decks" prefetch={false}>
          My decks
        </Link>
        <Link href="/collection" prefetch={false}>
          Collection
        </Link>
        <Link href="/notifications" prefetch={false}>
          Notifications{unread > 0 ? ` (${unread})` : ""}
        </Link>
        <Link href="/account" prefetch={false}>
          Account
        </Link>
        <Suspense fallback={null}>
          <SignOutButton />
        </Suspense>
      </div>
    </nav>
  );
}
