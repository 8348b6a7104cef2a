// IP addresses and CIDR ranges, for the trusted-proxy list. Pure: IPv4 and
// IPv6 become one 128-bit number (IPv4 as IPv4-mapped IPv6), so one range test
// covers both and "::ffff:10.0.0.1" from a dual-stack socket matches 10.0.0.0/8.

export interface IpRange {
  /** The first address of the range, as a 128-bit number. */
  base: bigint;
  /** How many leading bits must match (0–128). */
  bits: number;
  /** As written in the configuration, for messages. */
  source: string;
}

const IPV4_MAPPED = 0xffffn << 32n;

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const items = half.split(":");
    const last = items[items.length - 1]!;
    // A trailing dotted quad ("::ffff:10.0.0.1") is two groups.
    if (last.includes(".")) {
      const v4 = parseIpv4(last);
      if (v4 === null) return null;
      items.splice(items.length - 1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    }
    return items.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? items : null;
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** An address as a 128-bit number (IPv4 mapped into IPv6), or null when it is not an address. */
export function parseIp(text: string): bigint | null {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, "$1");
  const withoutZone = trimmed.replace(/%.*$/, "");
  if (withoutZone.includes(":")) return parseIpv6(withoutZone);
  const v4 = parseIpv4(withoutZone);
  return v4 === null ? null : IPV4_MAPPED | v4;
}

/** "10.0.0.0/8", "fd00::/8" or a single address; null when it cannot be read. */
export function parseIpRange(text: string): IpRange | null {
  const source = text.trim();
  const [address, prefix, extra] = source.split("/");
  if (extra !== undefined || !address) return null;
  const base = parseIp(address);
  if (base === null) return null;
  const isV4 = !address.includes(":");
  const max = isV4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return null;
  const length = prefix === undefined ? max : Number(prefix);
  if (length > max) return null;
  const bits = isV4 ? 96 + length : length;
  const mask = bits === 0 ? 0n : ((1n << 128n) - 1n) ^ ((1n << BigInt(128 - bits)) - 1n);
  return { base: base & mask, bits, source };
}

export function inRanges(address: bigint, ranges: readonly IpRange[]): boolean {
  return ranges.some((range) => {
    if (range.bits === 0) return true;
    const shift = BigInt(128 - range.bits);
    return address >> shift === range.base >> shift;
  });
}
