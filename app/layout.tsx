import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { UserMenu } from "@/components/auth/UserMenu";
import { ConnectionStatus } from "@/components/offline/ConnectionStatus";
import { ServiceWorker } from "@/components/offline/ServiceWorker";
import { EarlySearchKey } from "@/components/ui/EarlySearchKey";
import { GameIconSprite } from "@/components/ui/GameIconSprite";
import { KeyboardShortcuts } from "@/components/ui/KeyboardShortcuts";
import { SiteNav } from "@/components/ui/SiteNav";
import { pageMetadata, SITE_DESCRIPTION, SITE_NAME } from "@/lib/metadata/page-metadata";
import { createKeptDeckAction, saveDeckAction } from "./decks/actions";
import "./globals.css";

// The same for every visitor (the account corner is read in the browser), so the pages under it can be cached.
export const metadata: Metadata = {
  // Absolute links in previews (Open Graph, canonical) use the public URL.
  metadataBase: new URL(process.env.NEXTAUTH_URL ?? "http://localhost:3000"),
  ...pageMetadata({ title: SITE_NAME, description: SITE_DESCRIPTION }),
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  applicationName: SITE_NAME,
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
};

export const viewport: Viewport = { themeColor: "#10213a", colorScheme: "light dark" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <EarlySearchKey />
        <GameIconSprite />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          {/* Not prefetched, like the rest of the header (components/ui/SiteNav.tsx). */}
          <Link href="/" className="brand" prefetch={false}>
            Starport
          </Link>
          <SiteNav />
          <UserMenu />
          <ConnectionStatus save={saveDeckAction} create={createKeptDeckAction} />
        </header>
        <KeyboardShortcuts />
        <ServiceWorker />
        <main id="main">{children}</main>
        <footer className="site-footer">
          Starport is a fan-made reference for the Traveller Customizable Card Game. Card data is original to Starport.
        </footer>
      </body>
    </html>
  );
}
