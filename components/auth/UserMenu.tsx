"use client";
// The header's account corner: sign in / sign up, or the player's name, their
// decks, their account page and sign out. It asks for the session from the browser
// (/api/auth/session), so the pages around it are the same for everyone and
// can be cached; until the answer comes it holds its place empty. next-auth's
// browser code (for signing out) loads only for a signed-in player.
import Link from "next/link";
import { lazy, Suspense, useEffect, useState } from "react";

const SignOutButton = lazy(() => import("./SignOutButton").then((m) => ({ default: m.SignOutButton })));

interface SessionUser {
  name: string | null;
  email: string;
}

type State = { status: "loading" } | { status: "done"; user: SessionUser | null };
type Session = { user?: SessionUser };

export function UserMenu() {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    let live = true;
    fetch("/api/auth/session")
      .then((response): Promise<Session> | Session => (response.ok ? response.json() : {}))
      .catch((): Session => ({}))
      .then((session) => live && setState({ status: "done", user: session.user ?? null }));
    return () => {
      live = false;
    };
  }, []);

  if (state.status === "loading") return <nav className="user-menu" aria-label="Account" aria-busy="true" />;
  if (!state.user) {
    return (
      <nav className="user-menu" aria-label="Account">
        <Link href="/signin">Sign in</Link>
        <Link href="/signup">Sign up</Link>
      </nav>
    );
  }
  return (
    <nav className="user-menu" aria-label="Account">
      <span className="user-menu-name">{state.user.name ?? state.user.email}</span>
      <Link href="/decks">My decks</Link>
      <Link href="/collection">Collection</Link>
      <Link href="/account">Account</Link>
      <Suspense fallback={null}>
        <SignOutButton />
      </Suspense>
    </nav>
  );
}
