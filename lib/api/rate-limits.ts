// Rate limits for the API's write operations, per token and per client
// address, counted in the rate_limit table by lib/auth/throttle.ts (reserved
// before the work, as sign-in attempts are).
import "server-only";
import { addressGroup } from "@/lib/auth/address-group";
import { reserveAttempt, type Limit, type Limited } from "@/lib/auth/throttle";
import { AppError } from "@/lib/http/errors";

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

/** Counts one write; RATE_LIMITED (429 with Retry-After) when a limit is spent. */
export async function reserveApiWrite(options: { tokenId: string; address: string | null; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const result = await reserveAttempt({ limits: apiWriteLimits(options), now });
  if (result.allowed) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
  const which = result.key.startsWith("api-write:token:") ? "this token" : "this address";
  throw new AppError("RATE_LIMITED", `Too many writes from ${which}: try again in ${retryAfterSeconds} s.`, {
    retryAfterSeconds,
  });
}
