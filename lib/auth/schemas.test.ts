import { describe, expect, it } from "vitest";
import { fieldErrors, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signInSchema, signUpSchema } from "./schemas";

describe("sign-up schema", () => {
  it("trims and lower-cases the email and drops an empty name", () => {
    expect(signUpSchema.parse({ email: "  Ada@Example.COM ", password: "x".repeat(PASSWORD_MIN_LENGTH), name: "  " })).toEqual({
      email: "ada@example.com",
      password: "x".repeat(PASSWORD_MIN_LENGTH),
    });
    expect(signUpSchema.parse({ email: "a@b.co", password: "long enough!", name: " Ada " }).name).toBe("Ada");
  });

  it("names the field and the reason", () => {
    const result = signUpSchema.safeParse({ email: "not-an-email", password: "short", name: "n".repeat(61) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: "Enter a valid email address, like name@example.com.",
      password: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      name: "Use at most 60 characters.",
    });
    expect(fieldErrors(signUpSchema.safeParse({ email: "", password: "p".repeat(PASSWORD_MAX_LENGTH + 1) }).error!)).toEqual({
      email: "Enter your email address.",
      password: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
    });
  });
});

describe("sign-in schema", () => {
  it("normalises the email the same way and needs a password", () => {
    expect(signInSchema.parse({ email: " Ada@Example.com", password: "pw" })).toEqual({ email: "ada@example.com", password: "pw" });
    expect(fieldErrors(signInSchema.safeParse({ email: "ada@example.com", password: "" }).error!)).toEqual({ password: "Enter your password." });
    expect(fieldErrors(signInSchema.safeParse({}).error!)).toEqual({ email: "Enter your email address.", password: "Enter your password." });
  });
});
