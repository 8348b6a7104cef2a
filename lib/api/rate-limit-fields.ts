// The RateLimit-Policy and RateLimit response fields of the IETF httpapi
// draft "RateLimit header fields for HTTP", revision 09
// (draft-ietf-httpapi-ratelimit-headers-09): each policy is a structured-field
// list item named by a string, its quota q and window w in seconds; RateLimit
// gives what remains (r) and the seconds until the window resets (t). Pure.

/** The draft revision the fields follow, named in the OpenAPI document. */
export const RATE_LIMIT_DRAFT = "draft-ietf-httpapi-ratelimit-headers-09";

export interface PolicyState {
  /** The policy's name ("token", "address"). */
  policy: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/** Both fields for the policies a response was counted under. */
export function rateLimitFields(states: readonly PolicyState[]): Record<string, string> {
  if (!states.length) return {};
  return {
    "RateLimit-Policy": states.map((s) => `"${s.policy}";q=${s.quota};w=${s.windowSeconds}`).join(", "),
    RateLimit: states
      .map((s) => `"${s.policy}";r=${Math.max(0, s.remaining)};t=${Math.max(0, Math.ceil(s.resetSeconds))}`)
      .join(", "),
  };
}
