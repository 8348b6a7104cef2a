// Starport's HTTP server: Node's http server around Next's request handler.
// Before Next sees a request it resolves the client's address (trusting
// forwarded headers only from TRUSTED_PROXIES), refuses hostile requests
// (methods it does not answer, addresses holding a NUL, API bodies holding
// one, cross-origin writes, oversized heads and bodies, action bodies Next
// cannot decode) and gives the request a CSP nonce; every response leaves
// through response-pipeline.ts. Both happen in the server's own request and
// response classes (createEdgeServer), not by replacing Node's methods. `npm start`,
// the end-to-end tests and the load benchmark all serve through this file.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import next from "next";
import { isFresh, takeRequestReads, withRequestReads } from "../cache/next-cache-handler";
import { sharedRouteOf } from "../cache/shared-routes";
import type { Env } from "../env";
import { withActionRefusals, type ActionRefusalSlot } from "../http/action-refusals";
import { actionArgumentsMissing, actionBodyRefusal, formPostBodyRefusal, isMultipart } from "./action-payload";
import { createBodyMemo } from "./body-memo";
import { answerDirectly, directHandler, type DirectRoutes } from "./direct-routes";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./csp";
import {
  addressRefusal,
  apiMethodRefusal,
  bodyLimit,
  bodyTooLarge,
  crossOriginRefusal,
  declaredBodyRefusal,
  headersTooLarge,
  isActionRequest,
  isApiPath,
  MAX_HEADER_BYTES,
  methodRefusal,
  nulInBody,
  NulScanner,
  refusalBody,
  requestLinePath,
  type LargerBodies,
  type Refusal,
} from "./guards";
import { expiryFrom, isPlainGet, KeptResponses, replayableHeaders, sendKept } from "./kept-responses";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { sanitizeRequestHeaders, siteOrigin } from "./request-headers";
import { hasSessionCookie } from "./session-cookie";
import { trustedProxies } from "./trusted-proxies";
import { EdgeRequest } from "./edge-request";
import { EdgeResponse, type FinishedResponse } from "./response-pipeline";

export interface ServeOptions {
  dir: string;
  dev: boolean;
  port: number;
  hostname?: string;
  env: Env;
  log: (line: string) => void;
  /** Paths that read a larger body than the server's cap. */
  largerBodies: LargerBodies;
  /** Paths that take a file (an image) whose bytes pass unchanged: no NUL is turned into a tab. */
  fileBodies?: readonly string[];
  /** Addresses answered without Next (direct-routes.ts). */
  directRoutes?: DirectRoutes;
}

/** Next's request handler, or a stand-in for it in tests. */
type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface EdgeOptions {
  dev: boolean;
  env: Env;
  log: (line: string) => void;
  handle: RequestHandler;
  largerBodies: LargerBodies;
  /** Paths whose bodies are files, taken byte for byte (no NUL scan). */
  fileBodies?: readonly string[];
  directRoutes?: DirectRoutes;
}

/** Where an OAuth sign-in form may send the browser. */
function oauthFormActions(env: Env): string[] {
  return [
    ...(env.GITHUB_ID && env.GITHUB_SECRET ? ["https://github.com"] : []),
    ...(env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET ? ["https://discord.com"] : []),
  ];
}

const unusableHost: Refusal = { status: 400, code: "BAD_QUERY", message: "The Host header does not name a host." };

/** After a refusal, what is left of the body is read and dropped up to this much, so the client reads our answer rather than a reset connection. */
const DISCARD_LIMIT = 8 * 1024 * 1024;

/** The refusal's head, and its body to send. The connection closes once the answer is done. */
function refusalHead(req: IncomingMessage, res: ServerResponse, refusal: Refusal, path: string): string {
  const { contentType, body, headers } = refusalBody(refusal, path, req.headers["next-action"] !== undefined);
  res.statusCode = refusal.status;
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Connection", "close");
  return body;
}

/** An action's refusal of its arguments, answered as the edge answers its own refusals. */
function actionRefusal(req: IncomingMessage, reason: string, path: string) {
  const refusal: Refusal = { status: 400, code: "BAD_QUERY", message: reason };
  return { status: refusal.status, ...refusalBody(refusal, path, req.headers["next-action"] !== undefined) };
}

/**
 * A refusal before Next reads the request: the whole answer goes at once, but
 * it ends (and the connection closes) only when the rest of the body has been
 * read and dropped. Closing a socket with unread bytes resets it, and a client
 * still sending then lost our answer: 1 in 4 uploads of 2 MiB saw EPIPE, and 1
 * in 25 no answer at all. Past DISCARD_LIMIT the connection is cut.
 */
function refuseBeforeBody(req: IncomingMessage, res: ServerResponse, refusal: Refusal, path: string) {
  res.write(refusalHead(req, res, refusal, path));
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT) req.socket.destroy();
  });
  req.on("end", () => res.end());
  req.resume();
}

/**
 * Reads a body's bytes as Node receives them (EdgeRequest), before Next does. Past the cap
 * (a chunked body declares no length) the request is refused, and so is an
 * API request at a NUL character, and a server action's body that Next's own
 * decoding would throw on (action-payload.ts: a 500). Next is then given nothing more, not even the body's end, so
 * no handler or action runs on part of a body; it gives up when the connection
 * closes after our answer, which ends once the client has sent the rest (up to
 * DISCARD_LIMIT, as in refuseBeforeBody). A page's form or action gets each NUL as a tab instead:
 * the page could not show a refusal from here (a server action reads only
 * Next's own answers), and PostgreSQL cannot store the NUL.
 */
function guardBody(req: EdgeRequest, res: EdgeResponse, path: string, limit: number, file = false) {
  const scanner = new NulScanner(/^application\/x-www-form-urlencoded\b/i.test(req.headers["content-type"] ?? ""));
  const nulToTab = !isApiPath(path);
  // An action's arguments are read whole, so its body is held until it has all arrived:
  // with JavaScript, the request names the action; without, a page's multipart form may.
  const contentType = req.headers["content-type"];
  const action = isActionRequest(req.method ?? "", req.headers["next-action"]);
  const formPost = !action && req.method === "POST" && !isApiPath(path) && isMultipart(contentType);
  const held: Buffer[] | null = action || formPost ? [] : null;
  let received = 0;
  let refused = false;
  /** Whether the answer is ours (Next may have answered before reading the body). */
  let answered = false;
  const refuseWith = (refusal: Refusal) => {
    refused = true;
    answered = !res.headersSent;
    if (answered) res.write(refusalHead(req, res, refusal, path));
  };
  req.guardBody((chunk, push) => {
    const ended = chunk === null;
    if (refused) {
      if (ended && answered) res.end();
      if (!ended && (received += chunk.length) > limit + DISCARD_LIMIT) req.socket.destroy();
      return true;
    }
    if (ended) {
      if (!held) return push(null);
      const body = Buffer.concat(held);
      const checked = action ? actionBodyRefusal(body, contentType) : formPostBodyRefusal(body, contentType!);
      // A check that fails in a way not foreseen lets Next answer, as before the check: never an unhandled rejection.
      void checked
        .catch(() => null)
        .then((refusal) => {
          if (!refusal) {
            for (const part of held) push(part);
            push(null);
            return;
          }
          refuseWith(refusal);
          if (answered) res.end();
        });
      return true;
    }
    received += chunk.length;
    const refusal =
      received > limit ? bodyTooLarge(limit) : !file && scanner.push(chunk, nulToTab) && !nulToTab ? nulInBody : null;
    if (refusal) refuseWith(refusal);
    else if (held) held.push(chunk);
    else return push(chunk);
    return true;
  });
}

/** Node's http server with the edge's request and response classes (a body guard, the response pipeline). */
export function createEdgeServer(serve: (req: EdgeRequest, res: EdgeResponse<EdgeRequest>) => void): Server {
  const server = createServer<typeof EdgeRequest, typeof EdgeResponse>(
    { IncomingMessage: EdgeRequest, ServerResponse: EdgeResponse, maxHeaderSize: MAX_HEADER_BYTES },
    serve,
  );
  return server as unknown as Server;
}

/** Node's answer to a request it cannot parse; 431 with the API's JSON error for an oversized head. */
function onClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const path = requestLinePath(error.rawPacket);
    const { contentType, body } = refusalBody(headersTooLarge(), path);
    socket.end(
      `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    return;
  }
  socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
}

/** Everything the server does around Next for one request, as a request listener. */
export function createEdge(options: EdgeOptions): (req: EdgeRequest, res: EdgeResponse<EdgeRequest>) => void {
  const { env, handle } = options;
  const publicUrl = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined;
  const https = publicUrl?.protocol === "https:";
  const formActions = oauthFormActions(env);
  const trusted = trustedProxies(env.TRUSTED_PROXIES);
  const staticHeaders = Object.entries(securityHeaders({ https }));
  const memo = createBodyMemo(32 * 1024 * 1024);
  const kept = new KeptResponses(64 * 1024 * 1024, isFresh);
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    options.log(`warning: ${message}`);
  };

  return function serve(req: EdgeRequest, res: EdgeResponse<EdgeRequest>) {
    const path = (req.url ?? "/").split("?", 1)[0]!;
    for (const [name, value] of staticHeaders) res.setHeader(name, value);

    sanitizeRequestHeaders(req.headers, { socketAddress: req.socket.remoteAddress, trusted });
    const method = req.method ?? "GET";
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    const refusal =
      methodRefusal(method) ??
      addressRefusal(req.url ?? "/") ??
      apiMethodRefusal(method, path) ??
      crossOriginRefusal({
        method,
        path,
        headers: req.headers as Record<string, string>,
        allowedOrigins: [siteOrigin(req.headers, publicUrl)],
        host: String(req.headers["x-forwarded-host"] ?? req.headers.host ?? ""),
      }) ??
      declaredBodyRefusal(req.headers["content-length"], bodyLimit(path, options.largerBodies)) ??
      (isActionRequest(method, req.headers["next-action"]) && !hasBody ? actionArgumentsMissing : null);
    if (refusal) return refuseBeforeBody(req, res, refusal, path);
    const direct = options.directRoutes && directHandler(options.directRoutes, method, path);
    const origin = direct ? siteOrigin(req.headers, publicUrl) : "";
    // The handler's web Request needs an address: a Host that names no host is refused, not a failure inside.
    if (direct && !URL.canParse(origin)) return refuseBeforeBody(req, res, unusableHost, path);
    if (hasBody) guardBody(req, res, path, bodyLimit(path, options.largerBodies), options.fileBodies?.includes(path));

    // A page on the shared list, asked for without a session: the answer kept from before while it is fresh,
    // without Next. Next gets such a request without cookies or client address, so nothing it renders for it
    // is anyone's own; a request with a session is never kept nor answered from what was kept.
    const shared =
      !options.dev && isPlainGet(req) && !hasSessionCookie(req.headers.cookie) ? sharedRouteOf(path) : undefined;
    const key = `${req.headers.host ?? ""}${req.url ?? "/"}`;
    const hit = shared ? kept.get(key) : undefined;
    if (hit) {
      sendKept(req, res, hit, memo).catch((error: Error) => res.destroy(error));
      return;
    }
    if (shared) {
      delete req.headers.cookie;
      delete req.headers[CLIENT_ADDRESS_HEADER];
    }

    // A page POST may run a server action, which may refuse its arguments (lib/http/action-input.ts).
    const slot: ActionRefusalSlot | undefined = method === "POST" && !isApiPath(path) ? {} : undefined;
    const started = Date.now();
    const requestId = randomUUID();
    res.once("close", () => takeRequestReads(requestId));
    const keep = (finished: FinishedResponse) => {
      const reads = takeRequestReads(requestId);
      const fromCache = res.hasHeader("x-nextjs-cache");
      if (!shared || finished.status !== 200 || res.hasHeader("set-cookie")) return;
      if (shared.cachedByNext && !(fromCache && reads)) return;
      const since = Math.min(reads?.since ?? started, started);
      kept.keep(key, {
        headers: replayableHeaders(res.getHeaders()),
        body: finished.body,
        etag: finished.etag,
        tags: reads?.tags ?? [],
        since,
        rendered: { tags: shared.tags, at: started },
        expiresAt: Math.min(
          expiryFrom(String(res.getHeader("cache-control") ?? ""), since),
          shared.seconds ? started + shared.seconds * 1000 : Infinity,
        ),
      });
    };

    // Next reads the nonce from the request's policy and puts it on every script it renders; a direct answer renders none.
    const nonce = direct ? "" : createNonce();
    if (!direct)
      req.headers["content-security-policy"] = contentSecurityPolicy({
        scripts: [`'nonce-${nonce}'`],
        https,
        dev: options.dev,
        formActions,
      });
    res.finishWith({
      nonce,
      https,
      dev: options.dev,
      formActions,
      memo,
      warn,
      shared: shared !== undefined && !shared.cachedByNext,
      onFinished: shared ? keep : undefined,
      refusal: slot && (() => (slot.reason === undefined ? undefined : actionRefusal(req, slot.reason, path))),
    });

    const run = direct
      ? () => answerDirectly(req, res, direct, origin)
      : () => withRequestReads(requestId, () => handle(req, res));
    (slot ? withActionRefusals(slot, run) : run()).catch((error: Error) => {
      options.log(`error: ${req.method} ${path}: ${error.message}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end("Something went wrong on our side.\n");
      }
    });
  };
}

export async function startServer(options: ServeOptions): Promise<Server> {
  const app = next({ dev: options.dev, dir: options.dir, port: options.port, hostname: options.hostname });
  await app.prepare();
  const serve = createEdge({
    dev: options.dev,
    env: options.env,
    log: options.log,
    handle: app.getRequestHandler(),
    largerBodies: options.largerBodies,
    fileBodies: options.fileBodies,
    directRoutes: options.directRoutes,
  });
  const server = createEdgeServer(serve);
  server.on("clientError", onClientError);
  if (options.dev) server.on("upgrade", app.getUpgradeHandler());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  return server;
}
