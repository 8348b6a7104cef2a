// The CORS headers of every API answer, refusals from the edge included. Pure.
import type { Method } from "./operation";

/** Any origin may call the API: public reads carry no credentials and /me routes take a bearer token, never a cookie. */
export function corsHeaders(methods: readonly Method[]): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match",
    "Access-Control-Expose-Headers": "ETag, Link, Retry-After, Location, RateLimit, RateLimit-Policy",
    "Access-Control-Max-Age": "600",
  };
}
