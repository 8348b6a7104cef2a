import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser";

// Accounts in Chromium: sign up (strength meter, the same answer for a taken
// address), stay signed in across reloads, sign out, and the one message for a
// failed sign-in.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "a long enough password";
const SIGN_UP_ANSWER =
  "Thanks. If this email address had no account here, it has one now. Sign in with it to continue (if it already had an account, use that account's password).";
const email = `e2e-${Date.now()}@example.com`;

/** The signed-in user as next-auth reports it to this browser (its cookies). */
async function sessionUser(page: Page): Promise<{ email: string; name: string | null } | undefined> {
  const response = await page.request.get("/api/auth/session");
  return ((await response.json()) as { user?: { email: string; name: string | null } }).user;
}

describe("accounts in Chromium", () => {
  it("signs up, stays signed in across a reload, and signs out", async () => {
    const page = await openPage(browser, "/signup");
    await page.getByLabel("Email").fill(` ${email.toUpperCase()} `);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Display name (optional)").fill("Deck Builder");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(SIGN_UP_ANSWER);
    await page.getByRole("button", { name: `Sign in as ${email}` }).click();
    // With nowhere to return to, a new player lands on their decks.
    await page.waitForURL((url) => url.pathname === "/decks");
    expect(await sessionUser(page)).toMatchObject({ email, name: "Deck Builder" });

    await page.reload();
    expect(await sessionUser(page)).toMatchObject({ email });
    // A signed-in player who opens the sign-in page goes straight on to where they were heading.
    await page.goto("/signin?callbackUrl=%2Fcards");
    await page.waitForURL((url) => url.pathname === "/cards");

    // The header's user menu names the player and signs out (it reads the session in the browser, so wait for it).
    const header = page.locator("header.site-header");
    await header.getByText("Deck Builder").waitFor();
    expect(await header.innerText()).toContain("Deck Builder");
    await header.getByRole("button", { name: "Deck Builder" }).click();
    await header.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => header.getByRole("link", { name: "Sign in" }).count()).toBe(1);
    expect(await sessionUser(page)).toBeUndefined();
    await page.reload();
    expect(await sessionUser(page)).toBeUndefined();
    await page.close();
  });

  it("shows how strong a password is as it is typed and refuses a weak one with the reason next to the field", async () => {
    const page = await openPage(browser, "/signup");
    await page.getByLabel("Email").fill(`weak-${Date.now()}@example.com`);
    const password = page.getByLabel("Password");
    await password.fill("aaaaaaaaaa");
    await expect
      .poll(() => page.locator(".password-meter-label").innerText())
      .toBe("Strength: Very weak (too easy to guess)");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect
      .poll(() => page.locator("#field-password-error").innerText())
      .toBe("Too easy to guess. Repeating one character adds almost nothing. Try a few unrelated words.");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    await password.fill("quiet lanterns drift over regina");
    await expect.poll(() => page.locator(".password-meter-label").innerText()).toBe("Strength: Strong");
    await page.close();
  });

  it("answers a sign-up with a taken address exactly as one with a free address; signing in then needs the owner's password", async () => {
    const page = await openPage(browser, "/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("someone else's passphrase here");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(SIGN_UP_ANSWER);
    await page.getByRole("button", { name: `Sign in as ${email}` }).click();
    await expect.poll(() => page.locator(".auth-form-error").innerText()).toBe("Email or password is incorrect.");
    expect(await sessionUser(page)).toBeUndefined();
    await page.close();
  });

  it("shows one message for a wrong password and an unknown email, then signs in and returns", async () => {
    const page = await openPage(browser, "/signin?callbackUrl=%2Fcards");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.locator("#field-password-error").innerText()).toBe("Enter your password.");
    await expect.poll(() => page.getByLabel("Password").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByLabel("Password").press("Enter");
    await expect.poll(() => page.locator("#signin-error").innerText()).toBe("Email or password is incorrect.");

    await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Sign in" }).isEnabled()).toBe(true);
    expect(await page.locator("#signin-error").innerText()).toBe("Email or password is incorrect.");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/cards");
    expect(await sessionUser(page)).toMatchObject({ email });
    await page.close();
  });

  it("keeps the forms' buttons disabled without JavaScript and says why, so the fields are never sent in the address", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl"), javaScriptEnabled: false });
    const page = await context.newPage();
    const forms = [
      ["/signin", "Sign in", "Signing in needs JavaScript"],
      ["/signup", "Create account", "Creating an account needs JavaScript"],
    ] as const;
    for (const [path, button, notice] of forms) {
      await page.goto(path);
      expect(await page.getByRole("button", { name: button, exact: true }).isDisabled()).toBe(true);
      expect(await page.locator("form.auth-form").innerText()).toContain(notice);
    }
    await context.close();
  });
});
