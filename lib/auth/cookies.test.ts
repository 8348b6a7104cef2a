import { describe, expect, it } from "vitest";
import { sessionCookieName, usesSecureCookies } from "./cookies";

describe("session cookies", () => {
  it("are Secure, with next-auth's __Secure- prefix, when the public URL is https", () => {
    expect(usesSecureCookies("https://starport.example")).toBe(true);
    expect(sessionCookieName("https://starport.example")).toBe("__Secure-next-auth.session-token");
  });

  it("are plain over http and when no URL is set", () => {
    for (const url of ["http://localhost:3000", undefined]) {
      expect(usesSecureCookies(url)).toBe(false);
      expect(sessionCookieName(url)).toBe("next-auth.session-token");
    }
  });
});
