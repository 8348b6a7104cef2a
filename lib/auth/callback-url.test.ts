import { describe, expect, it } from "vitest";
import { isThisSitesCallbackUrl, safeCallbackUrl, signInPath } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps paths on this site", () => {
    expect(safeCallbackUrl("/decks/abc?tab=cards")).toBe("/decks/abc?tab=cards");
    expect(safeCallbackUrl(["/decks", "/other"])).toBe("/decks");
    expect(safeCallbackUrl("http://localhost:3000/decks/x#top", { origin: "http://localhost:3000" })).toBe(
      "/decks/x#top",
    );
  });

  it("refuses other sites and odd values", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/decks",
      "javascript:alert(1)",
      "",
      undefined,
      null,
    ]) {
      expect(safeCallbackUrl(value, { origin: "http://localhost:3000" })).toBe("/");
    }
    expect(safeCallbackUrl("https://evil.example/", { fallback: "/decks" })).toBe("/decks");
  });
});

describe("signInPath", () => {
  it("returns to the page after signing in", () => {
    expect(signInPath("/decks/abc")).toBe("/signin?callbackUrl=%2Fdecks%2Fabc");
    expect(signInPath("/")).toBe("/signin");
    expect(signInPath("https://evil.example")).toBe("/signin");
  });
});

describe("isThisSitesCallbackUrl", () => {
  const origin = "http://localhost:3917";
  it("takes paths and addresses of this site", () => {
    for (const value of ["/", "/decks?x=1", "http://localhost:3917/decks", "http://localhost:3917"])
      expect(isThisSitesCallbackUrl(value, origin)).toBe(true);
  });

  it("refuses other sites and values next-auth cannot parse", () => {
    for (const value of [
      "http://localhost:3917.evil.example/",
      "http://localhost:3917x/",
      "https://localhost:3917/",
      "https://evil.example/",
      "decks",
      "javascript:alert(1)",
    ])
      expect(isThisSitesCallbackUrl(value, origin)).toBe(false);
  });
});
