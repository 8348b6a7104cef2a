import { describe, expect, it } from "vitest";
import { rateLimitFields } from "./rate-limit-fields";

describe("rateLimitFields (draft-ietf-httpapi-ratelimit-headers-09)", () => {
  it("names each policy with its quota and window, and what remains with the seconds to its reset", () => {
    expect(
      rateLimitFields([
        { policy: "address", quota: 120, windowSeconds: 60, remaining: 119, resetSeconds: 59.2 },
        { policy: "token", quota: 60, windowSeconds: 60, remaining: 0, resetSeconds: 12 },
      ]),
    ).toEqual({
      "RateLimit-Policy": '"address";q=120;w=60, "token";q=60;w=60',
      RateLimit: '"address";r=119;t=60, "token";r=0;t=12',
    });
  });

  it("never announces a negative count or reset, and nothing without a policy", () => {
    expect(
      rateLimitFields([{ policy: "token", quota: 60, windowSeconds: 60, remaining: -3, resetSeconds: -1 }]).RateLimit,
    ).toBe('"token";r=0;t=0');
    expect(rateLimitFields([])).toEqual({});
  });
});
