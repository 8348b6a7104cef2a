// A fresh account for a spec, signed up and signed in through the form; the context keeps its session cookie.
import type { BrowserContext, Page } from "playwright-core";

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

export async function signUp(context: BrowserContext, name: string): Promise<{ email: string; password: string }> {
  const page = await context.newPage();
  const account = await signUpOnPage(page, { name });
  await page.close();
  return account;
}

/** A new player with one new, empty deck of that name: the deck's path (`/decks/<id>`). */
export async function signUpWithNewDeck(context: BrowserContext, deckName: string): Promise<string> {
  const page = await context.newPage();
  await signUpOnPage(page, { returnTo: "/decks/new" });
  await page.getByLabel("Name").fill(deckName);
  await page.getByRole("button", { name: "Create and open the builder" }).click();
  await page.waitForURL(/\/decks\/[^/]+\/edit$/);
  const deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
  await page.close();
  return deckPath;
}
