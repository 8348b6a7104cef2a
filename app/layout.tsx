import type { Metadata } from "next";
import Link from "next/link";
import { UserMenu } from "@/components/auth/UserMenu";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Starport", template: "%s · Starport" },
  description: "Card database, rules reference and deck builder for the Traveller Customizable Card Game.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <Link href="/" className="brand">
            Starport
          </Link>
          <nav aria-label="Main">
            <Link href="/cards">Cards</Link>
            <Link href="/#sets">Sets</Link>
            <Link href="/decks/public">Decks</Link>
            <Link href="/check">Check a deck</Link>
            <Link href="/rules">Rules</Link>
            <Link href="/syntax">Search syntax</Link>
          </nav>
          <UserMenu />
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          Starport is a fan-made reference for the Traveller Customizable Card Game. Card data is original to Starport.
        </footer>
      </body>
    </html>
  );
}
