import type { MetadataRoute } from "next";

// Read at request time: the sitemap's address is the public URL this instance serves.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = new URL(process.env.NEXTAUTH_URL ?? "http://localhost:3000").origin;
  return {
    // Accounts, the builder and the API are nobody's search result.
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/decks/new", "/decks/import", "/signin", "/signup"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
