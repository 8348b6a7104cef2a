// The header's account corner: sign in / sign up, or the player's name, their
// decks, their account page and sign out.
import Link from "next/link";
import { getCurrentUser } from "@/lib/auth/current-user";
import { SignOutButton } from "./SignOutButton";

export async function UserMenu() {
  const user = await getCurrentUser();
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
      <Link href="/account">Account</Link>
      <SignOutButton />
    </nav>
  );
}
