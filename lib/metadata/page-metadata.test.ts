import { describe, expect, it } from "vitest";
import { pageMetadata } from "./page-metadata";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical path and a full Open Graph preview", () => {
    const meta = pageMetadata({
      title: "Long Quiet (ship)",
      description: "A quiet ship.",
      path: "/cards/long-quiet",
      type: "article",
    });
    expect(meta).toMatchObject({
      title: "Long Quiet (ship)",
      description: "A quiet ship.",
      alternates: { canonical: "/cards/long-quiet" },
      openGraph: {
        siteName: "Starport",
        type: "article",
        title: "Long Quiet (ship)",
        url: "/cards/long-quiet",
        images: [{ url: "/og-image.png" }],
      },
      twitter: { card: "summary_large_image" },
    });
    expect(meta.robots).toBeUndefined();
  });
  it("shortens a long description at 200 characters and can keep a page out of search engines", () => {
    const meta = pageMetadata({ title: "Deck", description: "word ".repeat(100), noindex: true });
    expect(String(meta.description).length).toBeLessThanOrEqual(200);
    expect(String(meta.description).endsWith("…")).toBe(true);
    expect(meta.robots).toEqual({ index: false });
    expect(meta.alternates).toBeUndefined();
  });
});
