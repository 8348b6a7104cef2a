// Sign-up and sign-in input, shared by the forms (in the browser) and the
// server. Normalising happens here so every caller sees the same email.
import { z } from "zod";
import { SIGN_IN_FAILED } from "./messages";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 60;

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

export const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Choose a password." })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  // Forms send "" for an empty field: that means no name.
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`)
    .optional()
    .transform((name) => name || undefined),
});

// No minimum length here: older accounts and typos both get the one
// "incorrect" answer rather than a hint about the rules.
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH, SIGN_IN_FAILED),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;

/** Field → first message, for showing errors next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
