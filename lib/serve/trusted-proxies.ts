// The proxies whose forwarded headers are believed, as Node's own address
// matcher (net.BlockList): TRUSTED_PROXIES, checked by lib/env, lists
// addresses and CIDR ranges. An IPv4-mapped IPv6 address ("::ffff:10.0.0.1",
// from a dual-stack socket) matches the IPv4 ranges.
import { BlockList, isIP } from "node:net";

export type TrustedProxies = BlockList;

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether an address ("10.0.0.2", "[::1]", "fe80::1%eth0") is one of the trusted proxies; false when it is no address. */
export function isTrustedProxy(address: string, trusted: TrustedProxies): boolean {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const version = isIP(bare);
  return version !== 0 && trusted.check(bare, version === 6 ? "ipv6" : "ipv4");
}
