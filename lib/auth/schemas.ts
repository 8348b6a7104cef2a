// Account input, shared by the forms (in the browser) and the server.
// Normalising happens here so every caller sees the same email. Schemas that
// take a new password judge its strength asynchronously: parse them with
// parseAsync / safeParseAsync (the estimator loads on first use).
import { z } from "zod";
import { handleSchema } from "../players/handle";
import { SIGN_IN_FAILED } from "./messages";
import { passwordStrength, weakPasswordMessage } from "./password-strength";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 60;

const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Refuses a new password that is too easy to guess, with the reason, on the field named. */
async function checkStrength(ctx: z.RefinementCtx, field: string, password: string, context: (string | undefined)[]) {
  // A password already refused for its length gets that one reason only.
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return;
  const strength = await passwordStrength(password, context);
  if (!strength.acceptable) ctx.addIssue({ code: "custom", path: [field], message: weakPasswordMessage(strength) });
}

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPassword("Choose a password."),
    // The form always sends one (a suggestion to start from); without it the account gets player-<random> and is asked later.
    handle: handleSchema.optional(),
    // Forms send "" for an empty field: that means no name.
    name: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`)
      .optional()
      .transform((name) => name || undefined),
  })
  .superRefine((value, ctx) => checkStrength(ctx, "password", value.password, [value.email, value.name]));

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(PASSWORD_MAX_LENGTH, "That is not your current password."),
    newPassword: newPassword("Choose a new password."),
  })
  .superRefine(async (value, ctx) => {
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: "Choose a password different from your current one.",
      });
      return;
    }
    await checkStrength(ctx, "newPassword", value.newPassword, [value.currentPassword]);
  });

/** Deleting an account is confirmed by typing its email address. */
export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: "Type your email address to confirm." })
    .trim()
    .toLowerCase()
    .min(1, "Type your email address to confirm.")
    .max(254, "That is not this account's email address."),
});

// No minimum length here: older accounts and typos both get the one
// "incorrect" answer rather than a hint about the rules.
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX_LENGTH, SIGN_IN_FAILED),
});

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
