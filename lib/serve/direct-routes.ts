// Addresses the server answers itself with a handler of a web Request, before Next's router (ADR 015). The answer
// leaves through the same response pipeline as Next's (security headers, compression, kept responses): only the
// router and renderer plumbing is skipped.
import type { IncomingMessage, ServerResponse } from "node:http";

export type DirectHandler = (request: Request) => Response | Promise<Response>;
type DirectRoute = Readonly<Partial<Record<"GET" | "OPTIONS", DirectHandler>>>;
export type DirectRoutes = Readonly<Record<string, DirectRoute>>;

/** The handler for a method at a path, HEAD answered as GET; undefined to leave the request to Next. */
export function directHandler(routes: DirectRoutes, method: string, path: string): DirectHandler | undefined {
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (!route) return undefined;
  return method === "GET" || method === "HEAD" ? route.GET : method === "OPTIONS" ? route.OPTIONS : undefined;
}

/** Runs the handler on the request (its address on `origin`) and writes its answer whole, with its length. */
export async function answerDirectly(
  req: IncomingMessage,
  res: ServerResponse,
  handler: DirectHandler,
  origin: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  const response = await handler(new Request(`${origin}${req.url ?? "/"}`, { method: req.method, headers }));
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
