import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser";
import { signUpOnPage } from "./sign-up";

// The account page in Chromium: change the password (other sessions end, the
// new password signs in), see failed sign-ins, sign out everywhere, delete the
// account and its decks after typing its email.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "quiet lanterns drift over regina";
const NEW_PASSWORD = "seven amber moons over tarsus";
const newContext = () => browser.newContext({ baseURL: inject("baseUrl") });

/** The signed-in user as next-auth reports it to this context (its cookies). */
async function sessionUser(context: BrowserContext): Promise<{ email: string } | undefined> {
  const response = await context.request.get("/api/auth/session");
  return ((await response.json()) as { user?: { email: string } }).user;
}

async function signUp(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signUpOnPage(page, { email, password: PASSWORD });
  return page;
}

async function signIn(context: BrowserContext, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

describe("the account page in Chromium", () => {
  it("sends visitors to sign in first", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto("/account");
    await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/account");
    await context.close();
  });

  // Four sign-ins and a password change, each a deliberate scrypt hash: a busy machine needs more than the default minute.
  it(
    "changes the password: the other session ends, the new password signs in, the old one no longer does",
    { timeout: 120_000 },
    async () => {
      const email = `account-${Date.now()}@example.com`;
      const here = await newContext();
      const elsewhere = await newContext();
      const page = await signUp(here, email);
      await (await signIn(elsewhere, email, PASSWORD)).waitForURL((url) => url.pathname === "/");
      expect(await sessionUser(elsewhere)).toMatchObject({ email });

      // A failed sign-in on this account shows up on its page.
      const stranger = await newContext();
      const guess = await signIn(stranger, email, "a wrong guess at it");
      await expect.poll(() => guess.locator("#signin-error").innerText()).toBe("Email or password is incorrect.");

      const corner = page.getByRole("navigation", { name: "Account" });
      await corner.locator(".user-menu-toggle").click();
      await corner.getByRole("link", { name: "Account", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your account");
      expect(await page.getByRole("region", { name: "Recent activity" }).innerText()).toContain(
        "Failed sign-in (wrong password)",
      );

      const passwordForm = page.getByRole("region", { name: "Change password" });
      await passwordForm.getByLabel("Current password").fill(PASSWORD);
      await passwordForm.getByLabel("New password").fill("1234567890");
      await expect
        .poll(() => passwordForm.locator(".password-meter-label").innerText())
        .toBe("Strength: Very weak (too easy to guess)");
      await passwordForm.getByRole("button", { name: "Change password" }).click();
      await expect.poll(() => page.locator("#field-newPassword-error").innerText()).toMatch(/^Too easy to guess\./);

      await passwordForm.getByLabel("New password").fill(NEW_PASSWORD);
      await passwordForm.getByRole("button", { name: "Change password" }).click();
      await expect
        .poll(() => passwordForm.getByRole("status").innerText())
        .toBe("Your password is changed. 1 other session was signed out; this one stays signed in.");
      expect(await sessionUser(here)).toMatchObject({ email });
      expect(await sessionUser(elsewhere)).toBeUndefined();

      const old = await signIn(elsewhere, email, PASSWORD);
      await expect.poll(() => old.locator("#signin-error").innerText()).toBe("Email or password is incorrect.");
      await (await signIn(elsewhere, email, NEW_PASSWORD)).waitForURL((url) => url.pathname === "/");
      expect(await sessionUser(elsewhere)).toMatchObject({ email });

      // Sign out everywhere: both sessions end, and this page says so.
      await page.reload();
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.waitForURL((url) => url.pathname === "/signin");
      expect(await page.getByRole("status").innerText()).toBe(
        "You are signed out on every device. Sign in again to continue here.",
      );
      expect(await sessionUser(here)).toBeUndefined();
      expect(await sessionUser(elsewhere)).toBeUndefined();
      await Promise.all([here.close(), elsewhere.close(), stranger.close()]);
    },
  );

  it("deletes the account and its decks only once its email is typed", async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const context = await newContext();
    const page = await signUp(context, email);
    await page.goto("/decks/new");
    await page.getByLabel("Name").fill("Soon gone");
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    const deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");

    await page.goto("/account");
    const danger = page.getByRole("region", { name: "Delete account" });
    expect(await danger.innerText()).toContain("its 1 deck");
    await danger.getByLabel(`Type ${email} to confirm`).fill("someone-else@example.com");
    await danger.getByRole("button", { name: "Delete my account and decks" }).click();
    await expect
      .poll(() => page.locator("#field-confirmEmail-error").innerText())
      .toBe("That is not this account's email address.");
    expect(await sessionUser(context)).toMatchObject({ email });

    await danger.getByLabel(`Type ${email} to confirm`).fill(email);
    await danger.getByLabel(`Type ${email} to confirm`).press("Enter");
    await page.waitForURL((url) => url.pathname === "/account/deleted");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Account deleted");
    expect(await sessionUser(context)).toBeUndefined();
    expect((await context.request.get(deckPath)).status()).toBe(404);

    const again = await signIn(context, email, PASSWORD);
    await expect.poll(() => again.locator("#signin-error").innerText()).toBe("Email or password is incorrect.");
    await context.close();
  });
});
