// Checks an email + password sign-in: throttle first, then the hash. Every
// failure says the same thing, whether or not the account exists.
import "server-only";
import { prisma } from "@/lib/db";
import { SIGN_IN_FAILED } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { signInSchema } from "./schemas";
import { checkSignInThrottle, clearAccountThrottle, recordSignInFailure } from "./throttle";

export type SignInResult = { ok: true; user: { id: string; email: string; name: string | null } } | { ok: false; message: string };

// Unknown emails are checked against this hash too, so the answer takes as long either way.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("starport-decoy-password"));

export async function signInWithPassword(options: { email: unknown; password: unknown; ip?: string | null }): Promise<SignInResult> {
  const parsed = signInSchema.safeParse({ email: options.email, password: options.password });
  if (!parsed.success) return { ok: false, message: SIGN_IN_FAILED };
  const { email, password } = parsed.data;

  const throttle = await checkSignInThrottle({ email, ip: options.ip });
  if (!throttle.allowed) return { ok: false, message: throttle.message };

  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user?.passwordHash || !matches) {
    const after = await recordSignInFailure({ email, ip: options.ip });
    return { ok: false, message: after.allowed ? SIGN_IN_FAILED : after.message };
  }
  await clearAccountThrottle({ email });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
