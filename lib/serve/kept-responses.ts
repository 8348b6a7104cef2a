// Whole responses of cached and shared pages, kept by the server so the next
// request for the same address is answered without Next: the same bytes, their
// Content Security Policy and ETag, compressed copies made once. Each is kept only
// while the cache entries it was made from stay fresh (their tags, from
// PostgreSQL; see lib/cache) and, for pages with a lifetime, until it ends.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import type { TagReads } from "../cache/next-cache-handler";
import type { BodyMemo } from "./body-memo";
import { acceptsBrotli, acceptsGzip, brotliCopy, gzipped, matchesEtag } from "./response-pipeline";

export interface KeptResponse {
  headers: [string, string | string[]][];
  body: Buffer;
  etag: string;
  /** The tags of the cache entries behind it, each with the earliest render start among the entries under it. */
  tags: TagReads;
  /** When the oldest cache entry behind it began rendering. */
  since: number;
  /**
   * What the page read for itself, outside Next's cache (a shared route's own tags, lib/cache/shared-routes.ts),
   * checked from when the page began rendering: a deck saved after an older cached read but before this render is
   * already in it.
   */
  rendered?: { tags: readonly string[]; at: number };
  /** When it must be rendered again whatever its tags (time-based revalidation); Infinity when never. */
  expiresAt: number;
}

/** Headers that belong to one exchange, not to the content. */
const PER_EXCHANGE = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "set-cookie",
]);

/** The response's headers worth replaying. */
export function replayableHeaders(headers: OutgoingHttpHeaders): [string, string | string[]][] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined || PER_EXCHANGE.has(name)
      ? []
      : [[name, Array.isArray(value) ? value.map(String) : String(value)] as [string, string | string[]]],
  );
}

/** A request whose answer is the same for everyone asking for the address: a plain GET, not a client-side navigation. */
export function isPlainGet(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.rsc !== undefined || req.headers["next-action"] !== undefined) return false;
  if (Object.keys(req.headers).some((name) => name.startsWith("next-router-"))) return false;
  return !(req.url ?? "").includes("_rsc=");
}

/** When a response with this Cache-Control must be rendered again, counted from `since`. */
export function expiryFrom(cacheControl: string | undefined, since: number): number {
  const maxAge = /\bs-maxage=(\d+)/.exec(cacheControl ?? "")?.[1];
  // A year is Next's way of saying "until revalidated".
  return maxAge === undefined || Number(maxAge) >= 31_536_000 ? Infinity : since + Number(maxAge) * 1000;
}

export class KeptResponses {
  private readonly store: LRUCache<string, KeptResponse>;

  constructor(
    maxBytes: number,
    private readonly isFresh: (reads: TagReads, since: number) => boolean,
  ) {
    this.store = new LRUCache({ maxSize: maxBytes });
  }

  private fresh({ tags, since, rendered }: KeptResponse): boolean {
    if (!this.isFresh(tags, since)) return false;
    return (
      !rendered ||
      this.isFresh(
        rendered.tags.map((tag) => [tag, rendered.at] as const),
        rendered.at,
      )
    );
  }

  get(key: string, now = Date.now()): KeptResponse | undefined {
    const kept = this.store.get(key);
    if (!kept) return undefined;
    return now < kept.expiresAt && this.fresh(kept) ? kept : undefined;
  }

  keep(key: string, kept: KeptResponse): void {
    if (Date.now() >= kept.expiresAt || !this.fresh(kept)) return;
    this.store.set(key, kept, { size: kept.body.length + 2048 });
  }
}

/**
 * Answers a request from a kept response, as the pipeline would have: 304 for a current copy, brotli once its copy is
 * made (a kept page is asked for again: that is what keeping is for), gzip until then or for a client without brotli.
 */
export async function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  kept: KeptResponse,
  memo: BodyMemo,
): Promise<void> {
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  if (res.hasHeader("x-nextjs-cache")) res.setHeader("x-nextjs-cache", "HIT");
  if (matchesEtag(req, kept.etag)) {
    for (const name of ["content-type", "content-security-policy"]) res.removeHeader(name);
    res.statusCode = 304;
    res.end();
    return;
  }
  const path = (req.url ?? "/").split("?", 1)[0]!;
  const key = `${path}|${kept.etag}`;
  const compressible = kept.body.length >= 1024;
  const brotli = compressible && acceptsBrotli(req) ? brotliCopy(memo, key, kept.body) : undefined;
  const zip = !brotli && compressible && acceptsGzip(req);
  const payload = brotli ?? (zip ? await gzipped(memo, key, kept.body) : kept.body);
  if (payload !== kept.body) res.setHeader("Content-Encoding", brotli ? "br" : "gzip");
  const vary = String(res.getHeader("vary") ?? "");
  if (payload !== kept.body && !/accept-encoding/i.test(vary))
    res.setHeader("Vary", [vary, "Accept-Encoding"].filter(Boolean).join(", "));
  res.setHeader("Content-Length", payload.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : payload);
}
