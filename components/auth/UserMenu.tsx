"use client";
// The header's account corner: sign in / sign up, or the player's name, their
// decks and sign out. It asks for the session from the browser
// (/api/auth/session), so the pages around it are the same for everyone and
// can be cached; until the answer comes it holds its place empty.
import Link from "next/link";
import { SessionProvider, useSession } from "next-auth/react";
import { SignOutButton } from "./SignOutButton";

function Menu() {
  const { data, status } = useSession();
  if (status === "loading") return <nav className="user-menu" aria-label="Account" aria-busy="true" />;
  const user = data?.user;
  if (!user) {
    return (
      <nav className="user-menu" aria-label="Account">
        <Link href="/signin">Sign in</Link>
        <Link href="/signup">Sign up</Link>
      </nav>
    );
  }
  return (
    <nav className="user-menu" aria-label="Account">
      <span className="user-menu-name">{user.name ?? user.email}</span>
      <Link href="/decks">My decks</Link>
      <SignOutButton />
    </nav>
  );
}

export function UserMenu() {
  return (
    <SessionProvider>
      <Menu />
    </SessionProvider>
  );
}
