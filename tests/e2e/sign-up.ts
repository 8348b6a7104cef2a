// A fresh account for a spec, signed up and signed in through the form; the context keeps its session cookie.
import type { BrowserContext } from "playwright-core";

export async function signUp(context: BrowserContext, name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`;
  const password = "a long enough password";
  const page = await context.newPage();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Display name (optional)").fill(name);
  await page.getByRole("button", { name: "Create account" }).click();
  // The form answers every request alike, then offers to sign in with what was typed.
  await page.getByRole("button", { name: `Sign in as ${email}` }).click();
  // A new player with nowhere to return to lands on their decks.
  await page.waitForURL((url) => url.pathname === "/decks");
  await page.close();
  return { email, password };
}
