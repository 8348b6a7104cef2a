// Asks for an email + password account. The answer is the same whether the
// address was free or taken (no mail leaves this machine to tell the owner
// instead): a free address gets its account; a taken one gets nothing, and its
// owner sees the attempt on /account. Both paths hash the password, so they
// take about as long.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, invalidInput } from "@/lib/http/errors";
import { isHandleFree } from "@/lib/players/handle-availability";
import { recordAccountEvent } from "./account-events";
import { hashPassword } from "./password";
import { signUpSchema } from "./schemas";
import { reserveAttempt, signUpLimits, waitText } from "./throttle";

const HANDLE_TAKEN = "This handle is taken: choose another.";

function tooManySignUps(key: string, retryAt: Date, now: Date): string {
  return key.startsWith("sign-up:address:")
    ? `Too many sign-ups from your network. Try again ${waitText(retryAt, now)}.`
    : `Starport has taken too many sign-ups in the last hour. Try again ${waitText(retryAt, now)}.`;
}

/**
 * `created` tells tests and logs what happened; callers that answer a visitor
 * must not pass it on (the sign-up action answers the same either way).
 */
export async function signUp(options: {
  email: unknown;
  password: unknown;
  name?: unknown;
  handle?: unknown;
  address?: string | null;
  now?: Date;
}): Promise<{ created: boolean }> {
  const { email, password, name, handle } = await signUpSchema.parseAsync({
    email: options.email,
    password: options.password,
    name: options.name,
    handle: options.handle,
  });
  const now = options.now ?? new Date();

  // Counted before any work, and before looking the address up, so the limit answers the same for free and taken addresses.
  const reserved = await reserveAttempt({ limits: signUpLimits({ address: options.address }), now });
  if (!reserved.allowed) throw new AppError("RATE_LIMITED", tooManySignUps(reserved.key, reserved.retryAt, now));

  // Handles are public, so saying one is taken tells nothing about the email.
  if (handle && !(await isHandleFree({ db: prisma, handle }))) throw invalidInput("handle", HANDLE_TAKEN);
  const passwordHash = await hashPassword(password);
  const chosen = handle ? { handle, handleChosen: true } : {};
  try {
    await prisma.user.create({ data: { email, name, passwordHash, ...chosen }, select: { id: true } });
    return { created: true };
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
  }
  const owner = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!owner) throw invalidInput("handle", HANDLE_TAKEN);
  await recordAccountEvent({ userId: owner.id, kind: "SIGN_UP_ATTEMPT", address: options.address, now });
  return { created: false };
}
