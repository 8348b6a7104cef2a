"use server";
// Creates the account; the form then signs in with the same credentials.
import { signUpSchema, fieldErrors } from "@/lib/auth/schemas";
import { signUp } from "@/lib/auth/sign-up";
import { AppError } from "@/lib/http/errors";

export type SignUpActionResult = { ok: true } | { ok: false; errors: Record<string, string> };

export async function signUpAction(input: unknown): Promise<SignUpActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  try {
    await signUp(parsed.data);
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return { ok: false, errors: { email: error.message } };
    throw error;
  }
}
