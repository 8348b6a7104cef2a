import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { fieldMessages } from "../http/action-result";
import {
  changePasswordSchema,
  deleteAccountSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  signUpSchema,
} from "./schemas";

const STRONG = "quiet lanterns drift over regina";
const errorsOf = async (
  schema: { safeParseAsync: (v: unknown) => Promise<{ success: boolean; error?: unknown }> },
  input: unknown,
) => {
  const result = await schema.safeParseAsync(input);
  expect(result.success).toBe(false);
  return fieldMessages(result.error as ZodError);
};

describe("sign-up schema", () => {
  it("trims and lower-cases the email and drops an empty name", async () => {
    expect(await signUpSchema.parseAsync({ email: "  Ada@Example.COM ", password: STRONG, name: "  " })).toEqual({
      email: "ada@example.com",
      password: STRONG,
    });
    expect((await signUpSchema.parseAsync({ email: "a@b.co", password: STRONG, name: " Ada " })).name).toBe("Ada");
  });

  it("names the field and the reason", async () => {
    expect(await errorsOf(signUpSchema, { email: "not-an-email", password: "short", name: "n".repeat(61) })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
      password: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      name: "Use at most 60 characters.",
    });
    expect(await errorsOf(signUpSchema, { email: "", password: "p".repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({
      email: "Enter your email address.",
      password: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
    });
  });

  it("refuses passwords that are long enough but easy to guess, saying why", async () => {
    const reasons = {
      "          ": "Repeating one character adds almost nothing.",
      aaaaaaaaaa: "Repeating one character adds almost nothing.",
      "1234567890": "This is one of the most used passwords.",
      qwertyuiop: "This is one of the most used passwords.",
      password1234: "This is a small change to a much-used password.",
      abcdefghij: "Runs like abc or 123 are among the first things tried.",
      ["a".repeat(150)]: "Repeating one character adds almost nothing.",
    };
    for (const [password, reason] of Object.entries(reasons)) {
      expect(await errorsOf(signUpSchema, { email: "ada@example.com", password })).toEqual({
        password: `Too easy to guess. ${reason} Try a few unrelated words.`,
      });
    }
  });

  it("refuses a password built on the player's own email address or name, or the site's name", async () => {
    expect(
      (await errorsOf(signUpSchema, { email: "zorblax.quint@example.com", password: "zorblaxquint1" })).password,
    ).toMatch(/^Too easy to guess\./);
    expect(
      (await errorsOf(signUpSchema, { email: "a@b.co", name: "Zorblax Quint", password: "zorblaxquint1" })).password,
    ).toMatch(/^Too easy to guess\./);
    expect((await errorsOf(signUpSchema, { email: "a@b.co", password: "starport2026" })).password).toMatch(
      /^Too easy to guess\./,
    );
    expect(await signUpSchema.safeParseAsync({ email: "a@b.co", password: "zorblaxquint1" })).toMatchObject({
      success: true,
    });
  });

  it("accepts long passphrases", async () => {
    for (const password of [
      STRONG,
      "correct horse battery staple",
      "Marlowe's ship jumps at dawn",
      "x".repeat(3) + " river cobalt tangent ".repeat(8),
    ]) {
      expect(
        await signUpSchema.safeParseAsync({
          email: "ada@example.com",
          password: password.slice(0, PASSWORD_MAX_LENGTH),
        }),
      ).toMatchObject({ success: true });
    }
  });
});

describe("change-password schema", () => {
  it("needs the current password and a strong new one that differs from it", async () => {
    expect(
      await changePasswordSchema.parseAsync({ currentPassword: "old one", newPassword: STRONG, extra: "ignored" }),
    ).toEqual({ currentPassword: "old one", newPassword: STRONG });
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: "Enter your current password.",
      newPassword: "Choose a new password.",
    });
    expect(await errorsOf(changePasswordSchema, { currentPassword: STRONG, newPassword: STRONG })).toEqual({
      newPassword: "Choose a password different from your current one.",
    });
    expect(
      (await errorsOf(changePasswordSchema, { currentPassword: "x", newPassword: "1234567890" })).newPassword,
    ).toMatch(/^Too easy to guess\./);
  });
});

describe("delete-account schema", () => {
  it("normalises the typed email like the stored one and needs it", () => {
    expect(deleteAccountSchema.parse({ confirmEmail: " Ada@Example.COM " })).toEqual({
      confirmEmail: "ada@example.com",
    });
    expect(fieldMessages(deleteAccountSchema.safeParse({ confirmEmail: " " }).error!)).toEqual({
      confirmEmail: "Type your email address to confirm.",
    });
  });
});

describe("sign-in schema", () => {
  it("normalises the email the same way and needs a password", () => {
    expect(signInSchema.parse({ email: " Ada@Example.com", password: "pw" })).toEqual({
      email: "ada@example.com",
      password: "pw",
    });
    expect(fieldMessages(signInSchema.safeParse({ email: "ada@example.com", password: "" }).error!)).toEqual({
      password: "Enter your password.",
    });
    expect(fieldMessages(signInSchema.safeParse({}).error!)).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
  });
});
