import { describe, expect, inject, it } from "vitest";

// next-auth answered 500 to a callback URL it cannot parse, in the query or in
// its cookie. Such a value is now ignored on every route: the site's root is used.
const base = () => inject("baseUrl").replace(/\/$/, "");
const origin = () => new URL(base()).origin;
const FOREIGN = [`${origin()}.evil.example/`, `${origin()}x/`];
const COOKIE = "next-auth.callback-url";

async function get(path: string, cookie?: string): Promise<Response> {
  return fetch(`${base()}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

/** A CSRF token and its cookie, as next-auth's own forms send them. */
async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await get("/api/auth/csrf");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { token: csrfToken, cookie };
}

async function post(path: string, form: Record<string, string>, cookie: string): Promise<Response> {
  return fetch(`${base()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(form).toString(),
  });
}

describe("a callback URL that is not this site's", () => {
  it("is ignored in the query of every next-auth route", async () => {
    for (const value of FOREIGN) {
      const query = `?callbackUrl=${encodeURIComponent(value)}`;
      for (const path of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers"])
        expect([path, (await get(`${path}${query}`)).status]).toEqual([path, 200]);
      const signIn = await get(`/api/auth/signin${query}`);
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get("location")).not.toContain("evil");

      const { token, cookie } = await csrf();
      const signOut = await post(`/api/auth/signout${query}`, { csrfToken: token, callbackUrl: value }, cookie);
      expect(signOut.status).toBe(302);
      expect(signOut.headers.get("location")).toBe(origin());
      const credentials = await post(
        `/api/auth/callback/credentials${query}`,
        { csrfToken: token, callbackUrl: value, email: "nobody@example.com", password: "not the password" },
        cookie,
      );
      expect(credentials.status).toBeLessThan(500);
      expect(credentials.headers.get("location") ?? "").not.toContain("evil");
    }
  });

  it("is ignored in next-auth's cookie, on its routes and on pages", async () => {
    for (const value of FOREIGN) {
      const cookie = `${COOKIE}=${encodeURIComponent(value)}`;
      expect((await get("/signin", cookie)).status).toBe(200);
      expect((await get("/", cookie)).status).toBe(200);
      expect((await get("/api/auth/session", cookie)).status).toBe(200);
      const signIn = await get("/api/auth/signin", cookie);
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get("location")).not.toContain("evil");
    }
  });
});
