// Rate limits in the rate_limit table. An attempt is reserved before the work
// it limits: one statement counts it and returns the new count, so parallel
// requests each see their own place in the window and no more than the limit
// get through (a check made before counting let every parallel guess pass).
import "server-only";
import { prisma } from "@/lib/db";
import { readEnv } from "@/lib/env";
import { addressGroup } from "./address-group";

const MINUTE = 60_000;

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * An account is one person: few guesses. An address may be shared (an office,
 * a NAT), so it gets more. Sign-ups are limited per address and site-wide; the
 * site-wide ceiling also bounds the hashing work strangers can ask for.
 */
const env = readEnv();

export const LIMITS = {
  signInAccount: { max: 5, windowMs: 15 * MINUTE },
  signInAddress: { max: env.SIGN_INS_PER_ADDRESS, windowMs: 15 * MINUTE },
  signUpAddress: { max: env.SIGN_UPS_PER_ADDRESS, windowMs: 60 * MINUTE },
  signUpSite: { max: 300, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export interface Reservation {
  key: string;
  limit: Limit;
  /** This attempt's place in its window: 1 for the first. */
  attempt: number;
  windowStartedAt: Date;
}

export type ReserveResult =
  { allowed: true; reservations: Reservation[] } | { allowed: false; key: string; retryAt: Date };

/** A key and the limit that applies to it. */
export type Limited = [key: string, limit: Limit];

export function signInLimits({ email, address }: { email: string; address?: string | null }): Limited[] {
  const limits: Limited[] = [];
  // The address first: when it is refused, the account's count is left alone.
  if (address) limits.push([`sign-in:address:${addressGroup(address)}`, LIMITS.signInAddress]);
  limits.push([`sign-in:account:${email}`, LIMITS.signInAccount]);
  return limits;
}

export function signUpLimits({ address }: { address?: string | null }): Limited[] {
  const limits: Limited[] = [];
  if (address) limits.push([`sign-up:address:${addressGroup(address)}`, LIMITS.signUpAddress]);
  limits.push(["sign-up:all", LIMITS.signUpSite]);
  return limits;
}

export const retryAt = (r: Reservation) => new Date(r.windowStartedAt.getTime() + r.limit.windowMs);

/** "in 1 minute", "in 15 minutes": how long until a refused attempt can be made again. */
export function waitText(retry: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retry.getTime() - now.getTime()) / MINUTE));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Counts one attempt against the key and returns its place in the window (a new window when the old one is over). */
async function reserveOne([key, limit]: Limited, now: Date): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const [row] = await prisma.$queryRaw<{ attempts: number; windowStartedAt: Date }[]>`
    INSERT INTO "rate_limit" AS r ("key", "attempts", "windowStartedAt")
    VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "attempts" = CASE WHEN r."windowStartedAt" <= ${windowStart} THEN 1 ELSE r."attempts" + 1 END,
      "windowStartedAt" = CASE WHEN r."windowStartedAt" <= ${windowStart} THEN ${now} ELSE r."windowStartedAt" END
    RETURNING "attempts", "windowStartedAt"`;
  return { key, limit, attempt: row!.attempts, windowStartedAt: row!.windowStartedAt };
}

/**
 * Reserves one attempt under every limit, in order. Refused when any limit is
 * over: the attempts already reserved for this request are given back (no work
 * was done), and the refused one stays counted.
 */
export async function reserveAttempt({
  limits,
  now = new Date(),
}: {
  limits: Limited[];
  now?: Date;
}): Promise<ReserveResult> {
  const reservations: Reservation[] = [];
  for (const limited of limits) {
    const reservation = await reserveOne(limited, now);
    if (reservation.attempt > reservation.limit.max) {
      await releaseAttempt({ reservations });
      return { allowed: false, key: reservation.key, retryAt: retryAt(reservation) };
    }
    reservations.push(reservation);
  }
  return { allowed: true, reservations };
}

/** Gives reserved attempts back (a successful sign-in is not a guess). Only within the window they were made in. */
export async function releaseAttempt({ reservations }: { reservations: Reservation[] }): Promise<void> {
  for (const { key, windowStartedAt } of reservations) {
    await prisma.$executeRaw`
      UPDATE "rate_limit" SET "attempts" = GREATEST("attempts" - 1, 0)
      WHERE "key" = ${key} AND "windowStartedAt" = ${windowStartedAt}`;
  }
}

/** The latest retry time among reservations that used a limit's last attempt, or null when some are left everywhere. */
export function exhaustedUntil(reservations: Reservation[]): Date | null {
  const used = reservations.filter((r) => r.attempt >= r.limit.max).map((r) => retryAt(r).getTime());
  return used.length ? new Date(Math.max(...used)) : null;
}
