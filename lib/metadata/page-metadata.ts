// Per-page metadata: title, description, canonical address and the Open Graph
// and Twitter fields a shared link previews with. Next replaces a parent's
// openGraph object with a page's, so every page gets the whole set from here.
import type { Metadata } from "next";

export const SITE_NAME = "Starport";
export const SITE_DESCRIPTION =
  "Card database, rules reference and deck builder for the Traveller Customizable Card Game.";
const IMAGE = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Starport, the Traveller Customizable Card Game database",
};

export function pageMetadata(page: {
  title: string;
  description: string;
  /** The page's own path ("/cards/long-quiet"); omitted for pages of many addresses (searches). */
  path?: string;
  type?: "website" | "article";
  /** Keep the page out of search engines (unlisted decks). */
  noindex?: boolean;
}): Metadata {
  const description = page.description.length > 200 ? `${page.description.slice(0, 197).trimEnd()}…` : page.description;
  return {
    title: page.title,
    description,
    ...(page.path ? { alternates: { canonical: page.path } } : {}),
    openGraph: {
      siteName: SITE_NAME,
      type: page.type ?? "website",
      title: page.title,
      description,
      ...(page.path ? { url: page.path } : {}),
      images: [IMAGE],
    },
    twitter: { card: "summary_large_image", title: page.title, description, images: [IMAGE.url] },
    ...(page.noindex ? { robots: { index: false } } : {}),
  };
}
