// Who is asking: the socket's peer, unless that peer is a proxy we trust, in
// which case X-Forwarded-For is walked from the right past our own hops. The
// first hop we do not trust is the client; anything to its left was written by
// the client and proves nothing. Pure, so it is tested without a server.
import { isIP } from "node:net";
import { isTrustedProxy, type TrustedProxies } from "./trusted-proxies";

/** Headers a proxy adds; only believed from a trusted peer. */
export const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "forwarded",
] as const;

export interface ClientAddress {
  /** The client's address as text ("203.0.113.7", "2001:db8::1"). */
  address: string;
  /** True when the immediate peer is a trusted proxy, so its forwarded headers may be passed on. */
  viaTrustedProxy: boolean;
}

/** "::ffff:203.0.113.7" (a dual-stack socket) reads as "203.0.113.7". */
function displayAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}

export function resolveClientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trusted: TrustedProxies;
}): ClientAddress {
  const peer = displayAddress(options.socketAddress ?? "");
  if (!peer || !isTrustedProxy(peer, options.trusted)) return { address: peer || "unknown", viaTrustedProxy: false };
  const hops = [options.forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = peer;
  for (const hop of hops.reverse()) {
    // A hop that is not an address ends the walk: the last proxy we trust is all we know.
    const address = displayAddress(hop.replace(/^\[(.*)\]$/, "$1"));
    if (isIP(address.replace(/%.*$/, "")) === 0) break;
    client = address;
    if (!isTrustedProxy(client, options.trusted)) break;
  }
  return { address: client, viaTrustedProxy: true };
}
