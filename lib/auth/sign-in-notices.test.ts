import { describe, expect, it } from "vitest";
import { signInNotice } from "./sign-in-notices";

describe("signInNotice", () => {
  it("shows known notices only, never text from the link", () => {
    expect(signInNotice("signed-out-everywhere")).toBe(
      "You are signed out on every device. Sign in again to continue here.",
    );
    expect(signInNotice(["signed-out-everywhere", "x"])).toBe(
      "You are signed out on every device. Sign in again to continue here.",
    );
    for (const code of ["Your account was hacked, call 555-0100", "toString", "__proto__", "", undefined])
      expect(signInNotice(code)).toBeNull();
  });
});
