// Failed sign-in attempts, counted per account and per address in the
// SignInThrottle table. Too many failures in a window lock the key for a while.
import "server-only";
import { prisma } from "@/lib/db";

const MINUTE = 60_000;

/** An account is one person: lock it quickly. An address may be shared (NAT, office): allow more. */
export const THROTTLE_LIMITS = {
  account: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  address: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const;

export function throttleKeys({ email, ip }: { email: string; ip?: string | null }) {
  return { account: `email:${email}`, address: ip ? `ip:${ip}` : null };
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAt: Date; message: string };

export function lockedMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function verdict(lockedUntil: (Date | null)[], now: Date): ThrottleVerdict {
  const active = lockedUntil.filter((d): d is Date => d !== null && d > now);
  if (active.length === 0) return { allowed: true };
  const retryAt = new Date(Math.max(...active.map((d) => d.getTime())));
  return { allowed: false, retryAt, message: lockedMessage(retryAt, now) };
}

export async function checkSignInThrottle({ email, ip, now = new Date() }: { email: string; ip?: string | null; now?: Date }): Promise<ThrottleVerdict> {
  const keys = Object.values(throttleKeys({ email, ip })).filter((k): k is string => k !== null);
  const rows = await prisma.signInThrottle.findMany({ where: { key: { in: keys } }, select: { lockedUntil: true } });
  return verdict(
    rows.map((r) => r.lockedUntil),
    now,
  );
}

// One atomic statement per key, so concurrent failures are all counted.
async function countFailure(key: string, limits: { maxFailures: number; windowMs: number; lockMs: number }, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - limits.windowMs);
  const lockUntil = new Date(now.getTime() + limits.lockMs);
  const rows = await prisma.$queryRaw<{ lockedUntil: Date | null }[]>`
    INSERT INTO "sign_in_throttle" AS t ("key", "failures", "windowStartedAt", "lockedUntil")
    VALUES (${key}, 1, ${now}, NULL)
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN t."windowStartedAt" <= ${windowStart} THEN 1 ELSE t."failures" + 1 END,
      "windowStartedAt" = CASE WHEN t."windowStartedAt" <= ${windowStart} THEN ${now} ELSE t."windowStartedAt" END,
      "lockedUntil" = CASE
        WHEN t."windowStartedAt" > ${windowStart} AND t."failures" + 1 >= ${limits.maxFailures} THEN ${lockUntil}
        WHEN t."windowStartedAt" <= ${windowStart} THEN NULL
        ELSE t."lockedUntil" END
    RETURNING "lockedUntil"`;
  return rows[0]?.lockedUntil ?? null;
}

/** Counts a failed attempt against the account and the address; says whether that locked them. */
export async function recordSignInFailure({ email, ip, now = new Date() }: { email: string; ip?: string | null; now?: Date }): Promise<ThrottleVerdict> {
  const keys = throttleKeys({ email, ip });
  const locks = [await countFailure(keys.account, THROTTLE_LIMITS.account, now)];
  if (keys.address) locks.push(await countFailure(keys.address, THROTTLE_LIMITS.address, now));
  return verdict(locks, now);
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountThrottle({ email }: { email: string }): Promise<void> {
  await prisma.signInThrottle.deleteMany({ where: { key: throttleKeys({ email }).account } });
}
