import { describe, expect, it } from "vitest";
import { signInErrorMessage } from "./sign-in-errors";

describe("signInErrorMessage", () => {
  it("maps next-auth's codes and never echoes unknown text", () => {
    expect(signInErrorMessage("CredentialsSignin")).toBe("Email or password is incorrect.");
    expect(signInErrorMessage("Your account is suspended, call 555-0100")).toBe("Could not sign in. Try again.");
    expect(signInErrorMessage("toString")).toBe("Could not sign in. Try again.");
    expect(signInErrorMessage(undefined)).toBeNull();
  });
});
