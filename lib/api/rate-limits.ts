// Rate limits for the API's write operations, per token and per client
// address, counted in the rate_limit table by lib/auth/throttle.ts (reserved
// before the work, as sign-in attempts are), and announced in RateLimit fields.
import "server-only";
import { addressGroup } from "@/lib/auth/address-group";
import { reserveAttempt, retryAt, type Limit, type Limited } from "@/lib/auth/throttle";
import { AppError } from "@/lib/http/errors";
import { rateLimitFields } from "./rate-limit-fields";

const MINUTE = 60_000;

/** A deck builder saving as you type stays well inside these; a runaway script does not. */
export const API_WRITE_LIMITS = {
  token: { max: 60, windowMs: MINUTE },
  address: { max: 120, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

export function apiWriteLimits({ tokenId, address }: { tokenId: string; address: string | null }): Limited[] {
  const limits: Limited[] = [];
  if (address) limits.push([`api-write:address:${addressGroup(address)}`, API_WRITE_LIMITS.address]);
  limits.push([`api-write:token:${tokenId}`, API_WRITE_LIMITS.token]);
  return limits;
}

/** RATE_LIMITED, with the RateLimit fields the refusal announces. */
export class WriteLimitSpent extends AppError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    readonly fields: Record<string, string>,
  ) {
    super("RATE_LIMITED", message, { retryAfterSeconds });
  }
}

const policyOf = (key: string) => (key.startsWith("api-write:token:") ? "token" : "address");
const windowSeconds = (windowMs: number) => windowMs / 1000;

/**
 * Counts one write and answers the RateLimit fields of the limits it was counted under; WriteLimitSpent (429 with
 * Retry-After) when a limit is spent.
 */
export async function reserveApiWrite(options: {
  tokenId: string;
  address: string | null;
  now?: Date;
}): Promise<Record<string, string>> {
  const now = options.now ?? new Date();
  const result = await reserveAttempt({ limits: apiWriteLimits(options), now });
  if (result.allowed)
    return rateLimitFields(
      result.reservations.map((r) => ({
        policy: policyOf(r.key),
        quota: r.limit.max,
        windowSeconds: windowSeconds(r.limit.windowMs),
        remaining: r.limit.max - r.attempt,
        resetSeconds: (retryAt(r).getTime() - now.getTime()) / 1000,
      })),
    );
  const retryAfterSeconds = Math.max(1, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
  const policy = policyOf(result.key);
  const limit = API_WRITE_LIMITS[policy];
  throw new WriteLimitSpent(
    `Too many writes from ${policy === "token" ? "this token" : "this address"}: try again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
    rateLimitFields([
      {
        policy,
        quota: limit.max,
        windowSeconds: windowSeconds(limit.windowMs),
        remaining: 0,
        resetSeconds: retryAfterSeconds,
      },
    ]),
  );
}
