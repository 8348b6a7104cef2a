import type { Metadata } from "next";
import Link from "next/link";
import { UserMenu } from "@/components/auth/UserMenu";
import { KeyboardShortcuts } from "@/components/ui/KeyboardShortcuts";
import { SiteNav } from "@/components/ui/SiteNav";
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
          <SiteNav />
          <UserMenu />
        </header>
        <KeyboardShortcuts />
        <main id="main">{children}</main>
        <footer className="site-footer">
          Starport is a fan-made reference for the Traveller Customizable Card Game. Card data is original to Starport.
        </footer>
      </body>
    </html>
  );
}
