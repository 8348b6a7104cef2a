// A callback URL that is not this site's, in the query or in next-auth's
// cookie, makes next-auth answer 500 before any callback can refuse it. Such a
// value is dropped here, so next-auth uses its default (the site's root).
import "server-only";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { CALLBACK_URL_COOKIES, isThisSitesCallbackUrl } from "./callback-url";

/** The cookies without a callback-url cookie that is not this site's. */
export function withoutForeignCallbackCookie(
  cookieValues: Record<string, string>,
  origin: string,
): Record<string, string> {
  const kept = { ...cookieValues };
  for (const name of CALLBACK_URL_COOKIES) {
    const value = kept[name];
    if (value && !isThisSitesCallbackUrl(value, origin)) delete kept[name];
  }
  return kept;
}

/** For next-auth's route: clears a foreign callback-url cookie and returns the request without a foreign `callbackUrl`. */
export async function withoutForeignCallbackUrl(request: NextRequest, origin: string): Promise<NextRequest> {
  const store = await cookies();
  for (const name of CALLBACK_URL_COOKIES) {
    const value = store.get(name)?.value;
    if (value && !isThisSitesCallbackUrl(value, origin)) store.delete(name);
  }
  const url = new URL(request.url);
  const value = url.searchParams.get("callbackUrl");
  if (value === null || isThisSitesCallbackUrl(value, origin)) return request;
  url.searchParams.delete("callbackUrl");
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return new NextRequest(url, { method: request.method, headers: request.headers, body });
}
