// Checks an email + password sign-in. The attempt is reserved under the
// address's and the account's limits before the password is verified, so
// parallel guesses cannot outrun the count. Every failure says the same thing,
// whether or not the account exists; the owner of an existing account sees the
// failure on /account.
import "server-only";
import { prisma } from "@/lib/db";
import { recordAccountEvent } from "./account-events";
import { SIGN_IN_FAILED } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { signInSchema } from "./schemas";
import { exhaustedUntil, LIMITS, releaseAttempt, reserveAttempt, signInLimits, waitText } from "./throttle";

export type SignInResult =
  { ok: true; user: { id: string; email: string; name: string | null } } | { ok: false; message: string };

/** For the signed-in owner (the password change), who may know when their own account unlocks. */
export const tooManySignIns = (retryAt: Date, now: Date) =>
  `Too many failed sign-in attempts. Try again ${waitText(retryAt, now)}.`;

// A refused sign-in names the whole window, not what is left of it: the rest would tell a stranger
// when the account's window began, i.e. that its owner signed in a few minutes ago.
const SIGN_IN_LOCKED = `Too many failed sign-in attempts. Try again in ${LIMITS.signInAccount.windowMs / 60_000} minutes.`;

// Unknown emails are checked against this hash too, so the answer takes as long either way.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("starport-decoy-password"));

export async function signInWithPassword(options: {
  email: unknown;
  password: unknown;
  address?: string | null;
  now?: Date;
}): Promise<SignInResult> {
  const parsed = signInSchema.safeParse({ email: options.email, password: options.password });
  if (!parsed.success) return { ok: false, message: SIGN_IN_FAILED };
  const { email, password } = parsed.data;
  const now = options.now ?? new Date();

  const reserved = await reserveAttempt({ limits: signInLimits({ email, address: options.address }), now });
  if (!reserved.allowed) return { ok: false, message: SIGN_IN_LOCKED };

  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (user?.passwordHash && matches) {
    // Signing in is not a guess: the attempt goes back to the account and the address.
    await releaseAttempt({ reservations: reserved.reservations });
    return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
  }
  if (user) await recordAccountEvent({ userId: user.id, kind: "SIGN_IN_FAILED", address: options.address, now });
  // The guess that used a limit's last attempt already says so.
  return { ok: false, message: exhaustedUntil(reserved.reservations) ? SIGN_IN_LOCKED : SIGN_IN_FAILED };
}
