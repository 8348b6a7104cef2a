// Finishes every response Next writes, from one place: the Content Security
// Policy (the request's nonce for pages rendered now, the hashes of a cached
// page's own inline scripts otherwise), Secure cookies under https, and gzip.
// Next's own compression is off (next.config.mjs): it would hand us compressed
// bytes, and a cached page is compressed once here rather than per request.
import { createHash } from "node:crypto";
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback, createGzip } from "node:zlib";
import type { BodyMemo } from "./body-memo";
import { contentSecurityPolicy, inlineScriptHashes, type PolicyOptions } from "./csp";

const gzip = promisify(gzipCallback);

/** Bodies up to this size are buffered (so they can be hashed, compressed once and measured). */
const BUFFER_LIMIT = 8 * 1024 * 1024;
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export interface PipelineOptions extends Omit<PolicyOptions, "scripts"> {
  /** The nonce Next was given for this request (in the request's CSP header). */
  nonce: string;
  memo: BodyMemo;
  /** A page rendered per request that depends on nothing but its address and cached reads (lib/cache/shared-routes.ts). */
  shared?: boolean;
  /** Called with a whole buffered body, its ETag and gzipped copy (when made), to keep it for the next request. */
  onFinished?: (finished: FinishedResponse) => void;
  /** Called once when a cached page had no scripts carrying its render nonce. */
  warn: (message: string) => void;
  /** The answer that replaces Next's when the request's server action refused its arguments (lib/http/action-refusals.ts). */
  refusal?: () => { status: number; contentType: string; body: string } | undefined;
}

export interface FinishedResponse {
  status: number;
  body: Buffer;
  etag: string;
}

/** A strong validator for a body: Next's own ETag would hash every cached page again, in JavaScript, on every request. */
export function bodyEtag(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the request's If-None-Match names this ETag. */
export function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const wanted = req.headers["if-none-match"];
  return (
    typeof wanted === "string" &&
    wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""))
  );
}

type Mode =
  | { kind: "pass" }
  | { kind: "buffer"; hashPage: boolean; compress: boolean }
  | { kind: "stream-gzip" }
  | { kind: "refused" };

/** What Next set that does not belong to a refusal's plain answer. */
const NOT_FOR_A_REFUSAL = [
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "location",
  "x-action-redirect",
  "x-action-revalidated",
];

const header = (res: ServerResponse, name: string) => {
  const value = res.getHeader(name);
  return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
};

const accepts = (req: IncomingMessage, coding: RegExp) => {
  const accept = req.headers["accept-encoding"];
  return typeof accept === "string" && coding.test(accept);
};

export const acceptsGzip = (req: IncomingMessage): boolean => accepts(req, /\bgzip\b(?!;q=0(\.0*)?\b)/i);

export const acceptsBrotli = (req: IncomingMessage): boolean => accepts(req, /\bbr\b(?!;q=0(\.0*)?\b)/i);

/**
 * A page Next rendered for this request alone. Anything that came through its
 * response cache says so (x-nextjs-cache, even a 404 served from the cached
 * not-found page with a private Cache-Control), as does a public Cache-Control.
 */
function isPerRequest(res: ServerResponse, shared: boolean): boolean {
  if (shared || res.hasHeader("x-nextjs-cache")) return false;
  const cacheControl = header(res, "cache-control");
  return cacheControl === "" || /\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

const isHeaderList = (headers: OutgoingHttpHeaders | readonly unknown[]): headers is readonly unknown[] =>
  Array.isArray(headers);

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[] | undefined) {
  if (!headers) return;
  if (isHeaderList(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]));
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

function secureCookies(res: ServerResponse) {
  const cookies = res.getHeader("set-cookie");
  if (cookies === undefined) return;
  const list = [cookies].flat().map(String);
  res.setHeader(
    "set-cookie",
    list.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)),
  );
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding);
}

/** A body's gzipped copy, made once per path and ETag. */
export async function gzipped(memo: BodyMemo, key: string, body: Buffer): Promise<Buffer> {
  const cached = memo.get(`gzip|${key}`) as Buffer | undefined;
  if (cached) return cached;
  const zipped = await gzip(body);
  memo.set(`gzip|${key}`, zipped, { size: zipped.length });
  return zipped;
}

const brotliPending = new Set<string>();

/**
 * A kept body's brotli copy (a fifth smaller than gzip on our pages) once it has been made, else undefined. The copy
 * is made at the highest quality in zlib's thread pool, once per path and ETag, and only for a body asked for again:
 * a page rendered for one new search never pays for it.
 */
export function brotliCopy(memo: BodyMemo, key: string, body: Buffer): Buffer | undefined {
  const made = memo.get(`br|${key}`) as Buffer | undefined;
  if (made || brotliPending.has(key)) return made;
  brotliPending.add(key);
  const params = {
    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  brotliCompress(body, { params }, (error, compressed) => {
    brotliPending.delete(key);
    if (!error) memo.set(`br|${key}`, compressed, { size: compressed.length });
  });
  return undefined;
}

type Untyped = (...args: unknown[]) => unknown;

/** ServerResponse's own methods, for a pipeline to write through. */
interface Writer {
  writeHead: Untyped;
  write: Untyped;
  end: Untyped;
  flushHeaders: Untyped;
}

/** What a response does with what Next writes, once the pipeline is on (EdgeResponse delegates to it). */
interface Pipeline {
  writeHead(status: number, ...rest: unknown[]): void;
  flushHeaders(): void;
  write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean;
  end(chunk?: unknown, encoding?: unknown, callback?: unknown): void;
}

/**
 * The response class of Starport's server (http.createServer's ServerResponse
 * option): until `finishWith` it is Node's own; after, what Next writes goes
 * through the pipeline, which writes through Node's methods.
 */
export class EdgeResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  private pipeline: Pipeline | undefined;

  /** Puts the pipeline in front of this response before Next writes to it. */
  finishWith(options: PipelineOptions): void {
    const own = ServerResponse.prototype as unknown as Writer;
    this.pipeline = createPipeline(
      this.req,
      this,
      {
        writeHead: (...args) => own.writeHead.apply(this, args),
        write: (...args) => own.write.apply(this, args),
        end: (...args) => own.end.apply(this, args),
        flushHeaders: (...args) => own.flushHeaders.apply(this, args),
      },
      options,
    );
  }

  override writeHead(status: number, ...rest: unknown[]): this {
    if (!this.pipeline) return (super.writeHead as Untyped).call(this, status, ...rest) as this;
    this.pipeline.writeHead(status, ...rest);
    return this;
  }

  override flushHeaders(): void {
    if (this.pipeline) this.pipeline.flushHeaders();
    else super.flushHeaders();
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!this.pipeline) return (super.write as Untyped).call(this, chunk, encoding, callback) as boolean;
    return this.pipeline.write(chunk, encoding, callback);
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (!this.pipeline) return (super.end as Untyped).call(this, chunk, encoding, callback) as this;
    this.pipeline.end(chunk, encoding, callback);
    return this;
  }
}

function createPipeline(
  req: IncomingMessage,
  res: ServerResponse,
  original: Writer,
  options: PipelineOptions,
): Pipeline {
  const policy = (scripts: readonly string[]) => contentSecurityPolicy({ ...options, scripts });
  const path = (req.url ?? "/").split("?", 1)[0]!;
  let mode: Mode | undefined;
  let statusMessage: string | undefined;
  const chunks: Buffer[] = [];
  let gzipStream: ReturnType<typeof createGzip> | undefined;
  let ended = false;

  const sendHead = () => original.writeHead(res.statusCode, statusMessage);

  function decide(): Mode {
    if (mode) return mode;
    const refusal = options.refusal?.();
    if (refusal) {
      // Next answers the refused action as a failure (500); the reason is ours to send, Next's body goes nowhere.
      for (const name of NOT_FOR_A_REFUSAL) res.removeHeader(name);
      res.statusCode = refusal.status;
      res.setHeader("Content-Type", refusal.contentType);
      res.setHeader("Content-Length", Buffer.byteLength(refusal.body));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Security-Policy", policy([]));
      statusMessage = undefined;
      sendHead();
      original.write(refusal.body);
      return (mode = { kind: "refused" });
    }
    if (options.https) secureCookies(res);
    // Next gives a page's redirect target twice on its first render; Chrome joins the two into one address.
    const location = res.getHeader("location");
    if (Array.isArray(location)) res.setHeader("Location", location[0]!);
    const contentType = header(res, "content-type");
    const isHtml = /^text\/html/i.test(contentType);
    const noBody = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
    const compress =
      !noBody && acceptsGzip(req) && COMPRESSIBLE.test(contentType) && !res.hasHeader("content-encoding");
    if (compress) res.setHeader("Vary", [header(res, "vary"), "Accept-Encoding"].filter(Boolean).join(", "));
    const length = Number(header(res, "content-length") || NaN);
    if (res.statusCode === 304) {
      // A browser revalidating its copy keeps the stored headers a 304 does not name: the page's
      // policy (its scripts' hashes) must stay as it was, so none is sent here.
      mode = { kind: "pass" };
    } else if (isHtml && !noBody && !isPerRequest(res, options.shared ?? false)) {
      // A stored page: its scripts carry the nonce of the request that rendered it, not this one's.
      mode = { kind: "buffer", hashPage: true, compress };
    } else if (options.shared && !noBody) {
      // A shared answer that is not a page (the search API): kept whole too.
      res.setHeader("Content-Security-Policy", policy([]));
      mode = { kind: "buffer", hashPage: false, compress };
    } else {
      res.setHeader("Content-Security-Policy", policy(isHtml ? [`'nonce-${options.nonce}'`] : []));
      if (compress && Number.isFinite(length) && length < MIN_COMPRESS_BYTES) mode = { kind: "pass" };
      else if (compress && Number.isFinite(length) && length <= BUFFER_LIMIT)
        mode = { kind: "buffer", hashPage: false, compress };
      else if (compress) mode = { kind: "stream-gzip" };
      else mode = { kind: "pass" };
    }
    if (mode.kind === "stream-gzip") {
      res.removeHeader("content-length");
      res.setHeader("Content-Encoding", "gzip");
      sendHead();
      gzipStream = createGzip();
      gzipStream.on("data", (data: Buffer) => original.write(data));
      gzipStream.on("end", () => original.end());
    } else if (mode.kind === "pass") {
      sendHead();
    }
    return mode;
  }

  async function finish(body: Buffer, buffered: Extract<Mode, { kind: "buffer" }>) {
    const etag = header(res, "etag") || bodyEtag(body);
    res.setHeader("ETag", etag);
    if (res.statusCode === 200 && matchesEtag(req, etag)) {
      // The browser's copy is current; like any 304, no policy (it keeps its copy's).
      res.statusCode = 304;
      for (const name of ["content-length", "content-type", "content-encoding", "content-security-policy"])
        res.removeHeader(name);
      sendHead();
      original.end();
      return;
    }
    const key = `${path}|${etag}`;
    if (buffered.hashPage) {
      const cached = options.memo.get(`csp|${key}`) as string[] | undefined;
      const hashes = cached ?? inlineScriptHashes(body.toString("utf8"));
      if (!cached) options.memo.set(`csp|${key}`, hashes, { size: 64 * hashes.length + key.length });
      if (hashes.length === 0 && body.includes("<script"))
        options.warn(`${path}: a cached page without a render nonce; its scripts are blocked`);
      res.setHeader("Content-Security-Policy", policy(hashes));
    }
    options.onFinished?.({ status: res.statusCode, body, etag });
    const payload =
      buffered.compress && body.length >= MIN_COMPRESS_BYTES ? await gzipped(options.memo, key, body) : body;
    if (payload !== body) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", payload.length);
    sendHead();
    original.end(payload);
  }

  function writeHead(status: number, ...rest: unknown[]) {
    res.statusCode = status;
    if (typeof rest[0] === "string") statusMessage = String(rest.shift());
    applyHeaders(res, rest[0] as OutgoingHttpHeaders | readonly unknown[] | undefined);
    decide();
  }

  function flushHeaders() {
    if (decide().kind === "pass") original.flushHeaders();
  }

  function write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    // The server refused the request and answered already (a body over the cap): Next's answer goes nowhere.
    if (res.writableEnded || ended) return false;
    const cb = typeof encoding === "function" ? encoding : callback;
    const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : undefined;
    const current = decide();
    if (current.kind === "refused") {
      (cb as (() => void) | undefined)?.();
      return true;
    }
    if (current.kind === "pass") return original.write(chunk, ...[enc, cb].filter((a) => a !== undefined)) as boolean;
    if (current.kind === "stream-gzip") {
      gzipStream!.write(toBuffer(chunk, enc));
      // Flush each write so streamed pages reach the browser as they render.
      gzipStream!.flush(() => (cb as (() => void) | undefined)?.());
      return true;
    }
    chunks.push(toBuffer(chunk, enc));
    (cb as (() => void) | undefined)?.();
    return true;
  }

  function end(chunk?: unknown, encoding?: unknown, callback?: unknown): void {
    if (res.writableEnded || ended) return;
    const cb = [chunk, encoding, callback].find((a) => typeof a === "function") as (() => void) | undefined;
    const data = typeof chunk === "function" || chunk === undefined || chunk === null ? undefined : chunk;
    const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : undefined;
    ended = true;
    const current = decide();
    if (current.kind === "refused") {
      original.end(...[cb].filter((a) => a !== undefined));
      return;
    }
    if (current.kind === "pass") {
      original.end(...[data, enc, cb].filter((a) => a !== undefined));
      return;
    }
    if (cb) res.once("finish", cb);
    if (current.kind === "stream-gzip") {
      if (data !== undefined) gzipStream!.write(toBuffer(data, enc));
      gzipStream!.end();
      return;
    }
    if (data !== undefined) chunks.push(toBuffer(data, enc));
    finish(Buffer.concat(chunks), current).catch((error: Error) => {
      options.warn(`${path}: ${error.message}`);
      res.destroy(error);
    });
  }

  return { writeHead, flushHeaders, write, end };
}
