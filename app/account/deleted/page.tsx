import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Account deleted" };

export default function AccountDeletedPage() {
  return (
    <section className="auth-page" aria-labelledby="deleted-title">
      <h1 id="deleted-title">Account deleted</h1>
      <p>Your account, its decks and its sessions are gone. Thanks for flying with Starport.</p>
      <p>
        <Link href="/">Back to the catalogue</Link>
      </p>
    </section>
  );
}
