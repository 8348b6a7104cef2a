// The client's address as the HTTP server resolved it. The server (the edge of
// the app) writes it to x-starport-client-address after deleting any copy a
// client sent, and reads forwarded headers only from trusted proxies; nothing
// here looks at X-Forwarded-For. Null when unknown: per-address limits are
// then skipped and the per-account and site-wide ones still hold.
import { isIP } from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-starport-client-address";

/** A fetch Headers object (route handlers, server actions) or next-auth's plain header record. */
export type HeaderSource = Pick<Headers, "get"> | Record<string, string | string[] | undefined> | null | undefined;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof headers.get === "function") return (headers as Pick<Headers, "get">).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The client's IP address, normalised (IPv4-mapped IPv6 as IPv4, lower case), or null. */
export function clientAddress(headers: HeaderSource): string | null {
  const value = readHeader(headers, CLIENT_ADDRESS_HEADER)?.trim().toLowerCase();
  if (!value || value.length > 64) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  const address = mapped ?? value;
  return isIP(address) ? address : null;
}
