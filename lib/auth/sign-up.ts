// Creates an email + password account.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { hashPassword } from "./password";
import { signUpSchema, type SignUpInput } from "./schemas";

// Without email verification (no mail leaves this machine) a sign-up form
// cannot hide that an address is taken; the wording at least does not confirm it.
export const SIGN_UP_CONFLICT_MESSAGE = "We could not create an account with this email address. If you already have one, sign in instead.";

export async function signUp(options: SignUpInput): Promise<{ id: string; email: string; name: string | null }> {
  const { email, password, name } = signUpSchema.parse(options);
  const passwordHash = await hashPassword(password);
  try {
    return await prisma.user.create({ data: { email, name, passwordHash }, select: { id: true, email: true, name: true } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", SIGN_UP_CONFLICT_MESSAGE, { field: "email" });
    }
    throw error;
  }
}
