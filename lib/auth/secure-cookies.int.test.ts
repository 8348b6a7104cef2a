import NextAuth from "next-auth";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";

// A real email + password sign-in through next-auth with Starport's options:
// the session cookie it sets is Secure, with the __Secure- prefix, exactly when
// the public URL (NEXTAUTH_URL) is https.
useTestDatabase();
let createAuthOptions: typeof import("./options").createAuthOptions;
let readEnv: typeof import("../env").readEnv;
const PASSWORD = "quiet lanterns drift over regina";
const email = `cookies-${Date.now()}@example.com`;

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = "s".repeat(40);
  ({ createAuthOptions } = await import("./options"));
  ({ readEnv } = await import("../env"));
  const { signUp } = await import("./sign-up");
  await signUp({ email, password: PASSWORD });
});

interface Answer {
  status: number;
  body: unknown;
  setCookies: string[];
}

/** Calls next-auth's handler the way a pages-router API route would, and collects what it answers. */
async function call(
  publicUrl: string,
  request: { method: string; action: string[]; body?: Record<string, string>; cookies?: Record<string, string> },
) {
  const answer: Answer = { status: 200, body: undefined, setCookies: [] };
  const headers = new Map<string, unknown>();
  const res = {
    status: (code: number) => ((answer.status = code), res),
    setHeader: (name: string, value: unknown) => (headers.set(name.toLowerCase(), value), res),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end: () => res,
    json: (body: unknown) => ((answer.body = body), res),
    send: (body: unknown) => ((answer.body = body), res),
  };
  const req = {
    method: request.method,
    query: { nextauth: request.action },
    body: request.body ?? {},
    cookies: request.cookies ?? {},
    headers: { host: new URL(publicUrl).host, "content-type": "application/json" },
  };
  process.env.NEXTAUTH_URL = publicUrl;
  await NextAuth(req as never, res as never, createAuthOptions({ ...readEnv(), NEXTAUTH_URL: publicUrl }));
  answer.setCookies = ([] as string[]).concat((headers.get("set-cookie") as string[] | undefined) ?? []);
  return answer;
}

/** csrf, then a credentials sign-in: the Set-Cookie header of the sign-in. */
async function signInCookies(publicUrl: string): Promise<string[]> {
  const csrf = await call(publicUrl, { method: "GET", action: ["csrf"] });
  const { csrfToken } = csrf.body as { csrfToken: string };
  const cookies = Object.fromEntries(csrf.setCookies.map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const signIn = await call(publicUrl, {
    method: "POST",
    action: ["callback", "credentials"],
    body: { email, password: PASSWORD, csrfToken, json: "true" },
    cookies: Object.fromEntries(Object.entries(cookies).map(([k, v]) => [k, decodeURIComponent(v)])),
  });
  expect(signIn.body).toEqual({ url: expect.not.stringContaining("error") });
  return signIn.setCookies;
}

const sessionCookie = (setCookies: string[]) =>
  setCookies.find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));

describe("session cookie", () => {
  it("is configured from NEXTAUTH_URL, not from whatever host or scheme a request claims", () => {
    expect(createAuthOptions({ ...readEnv(), NEXTAUTH_URL: "https://starport.example" }).useSecureCookies).toBe(true);
    expect(createAuthOptions({ ...readEnv(), NEXTAUTH_URL: "http://localhost:3000" }).useSecureCookies).toBe(false);
  });

  it("is Secure and __Secure- prefixed when the public URL is https", async () => {
    const cookie = sessionCookie(await signInCookies("https://starport.example"));
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=[^;]+;/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it("is a plain cookie over http (local use), still HttpOnly", async () => {
    const cookie = sessionCookie(await signInCookies("http://localhost:3000"));
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });
});
