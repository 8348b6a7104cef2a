"use client";
// Sign out through next-auth, which also deletes the Session row (events.signOut).
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button type="button" className="user-menu-signout" onClick={() => void signOut({ callbackUrl: "/" })}>
      Sign out
    </button>
  );
}
