// A fresh account for a spec: signed up and in through the form (signUpOnPage) for the specs of those forms, or
// created with its session directly (signUp) for every other spec; the context keeps its session cookie.
import { randomBytes, randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { hashPassword } from "../../lib/auth/password";
import { sessionCookieName } from "../../lib/auth/cookies";
import { SESSION_MAX_AGE_SECONDS } from "../../lib/auth/sessions";
import { untilInteractive } from "./browser";

interface SignUpOptions {
  /** The display name; none when absent. */
  name?: string;
  email?: string;
  password?: string;
  /** Where the form sends the player once signed in (`callbackUrl`); their decks when absent. */
  returnTo?: string;
}

/** Signs up and in on this page, which is left where the form sent the player. */
export async function signUpOnPage(
  page: Page,
  options: SignUpOptions = {},
): Promise<{ email: string; password: string }> {
  const email =
    options.email ?? `${(options.name ?? "player").toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`;
  const password = options.password ?? "a long enough password";
  await page.goto(options.returnTo ? `/signup?callbackUrl=${encodeURIComponent(options.returnTo)}` : "/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  if (options.name) await page.getByLabel("Display name (optional)").fill(options.name);
  await page.getByRole("button", { name: "Create account" }).click();
  // The form answers every request alike, then offers to sign in with what was typed.
  await page.getByRole("button", { name: `Sign in as ${email}` }).click();
  // A new player with nowhere to return to lands on their decks.
  const landing = options.returnTo ?? "/decks";
  await page.waitForURL((url) => url.pathname === landing);
  return { email, password };
}

/**
 * A new player with this display name, signed in on the context of the site at `baseUrl`: the account and its Session
 * row are written as sign-up and sign-in write them, and the cookie is the JWT next-auth would set. Their password
 * signs in through the form too.
 */
export function signUp(context: BrowserContext, name: string): Promise<{ email: string; password: string }> {
  return signInNewPlayer(context, name);
}

async function signInNewPlayer(
  context: BrowserContext,
  name: string | null,
): Promise<{ email: string; password: string }> {
  const email = `${(name ?? "player").toLowerCase().replace(/\W+/g, "-")}-${randomBytes(6).toString("hex")}@example.com`;
  const password = "a long enough password";
  // A handle chosen at sign-up, as the form asks for one: the name's letters and a random tail.
  const handle = `${(name ?? "player").replace(/[^A-Za-z0-9]/g, "").slice(0, 12) || "player"}-${randomBytes(4).toString("hex")}`;
  const user = { id: randomUUID(), email, name, handle };
  const sessionToken = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: inject("siteDatabaseUrl") });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "user" (id, email, name, handle, "handleChosen", "passwordHash") VALUES ($1, $2, $3, $4, true, $5)`,
      [user.id, email, name, handle, await hashPassword(password)],
    );
    await client.query(`INSERT INTO "session" (id, "sessionToken", "userId", expires) VALUES ($1, $2, $3, $4)`, [
      randomUUID(),
      sessionToken,
      user.id,
      new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    ]);
  } finally {
    await client.end();
  }
  const token = await encode({
    token: { sub: user.id, sessionToken, user },
    secret: inject("siteSecret"),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const url = inject("baseUrl");
  await context.addCookies([{ name: sessionCookieName(url), value: token, url, httpOnly: true, sameSite: "Lax" }]);
  return { email, password };
}

/** A new player with one new, empty deck of that name: the deck's path (`/decks/<id>`). */
export async function signUpWithNewDeck(context: BrowserContext, deckName: string): Promise<string> {
  await signInNewPlayer(context, null);
  const page = await context.newPage();
  await page.goto("/decks/new");
  // Typed once the form has hydrated, so hydration cannot set the field back.
  await (await untilInteractive(page.getByRole("button", { name: "Create and open the builder" }))).waitFor();
  await page.getByLabel("Name").fill(deckName);
  await page.getByRole("button", { name: "Create and open the builder" }).click();
  await page.waitForURL(/\/decks\/[^/]+\/edit$/);
  const deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
  await page.close();
  return deckPath;
}
