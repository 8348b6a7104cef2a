// A request's headers as Next should see them: the client's address in our
// own header (never the client's copy of it), and the forwarded headers only
// when a trusted proxy sent them. Next's server-action origin check compares
// Origin with X-Forwarded-Host, so a client must not be able to set that.
import type { IncomingHttpHeaders } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { FORWARDED_HEADERS, resolveClientAddress, type ClientAddress } from "./client-address";
import type { TrustedProxies } from "./trusted-proxies";

export function sanitizeRequestHeaders(
  headers: IncomingHttpHeaders,
  options: { socketAddress: string | undefined; trusted: TrustedProxies },
): ClientAddress {
  const client = resolveClientAddress({
    socketAddress: options.socketAddress,
    forwardedFor: headers["x-forwarded-for"],
    trusted: options.trusted,
  });
  delete headers[CLIENT_ADDRESS_HEADER];
  if (!client.viaTrustedProxy) for (const name of FORWARDED_HEADERS) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = client.address;
  return client;
}

/** The origin a browser on this site sends: the public URL's, or (without one) the Host the request came to. */
export function siteOrigin(headers: IncomingHttpHeaders, publicUrl: URL | undefined): string {
  if (publicUrl) return publicUrl.origin;
  const proto = headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${proto}://${headers["x-forwarded-host"] ?? headers.host}`;
}
