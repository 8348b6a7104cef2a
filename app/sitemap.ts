import type { MetadataRoute } from "next";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { cachedSitemapEntries } from "@/lib/cache/sitemap-reads";

// Generated on its first request and kept until the catalogue, the rules or a public deck changes.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (renderedAtBuild()) return [];
  const origin = new URL(process.env.NEXTAUTH_URL ?? "http://localhost:3000").origin;
  return (await cachedSitemapEntries()).map((entry) => ({
    url: `${origin}${entry.path}`,
    lastModified: entry.lastModified,
  }));
}
