import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { legalDeckCards } from "../factories";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// The API in Chromium and over HTTP: a player creates a token on the account
// page, a script uses it with fetch to create a deck, the deck opens in the
// builder; revoking the token shuts the script out. And /api documents it all.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const baseUrl = () => inject("baseUrl");

describe("the public API", () => {
  it("creates a token on the account page, creates a deck with it by fetch, and the builder shows the deck", async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await signUp(context, "API scripter");
    const page = await context.newPage();

    await page.goto("/account");
    await page.getByLabel("Token name").fill("deck script");
    await page.getByLabel("Read and write").check();
    await page.getByRole("button", { name: "Create token" }).click();
    const secret = await page.getByLabel("New token").inputValue();
    expect(secret).toMatch(/^sp_/);
    await page.getByRole("row", { name: /deck script/ }).waitFor();

    const created = await fetch(`${baseUrl()}/api/v1/me/decks`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Scripted traders", formatId: "standard", cards: legalDeckCards() }),
    });
    expect(created.status).toBe(201);
    const deck = (await created.json()) as { id: string; legal: boolean; cardCount: number };
    expect(deck).toMatchObject({ legal: true, cardCount: 81 });

    await page.goto(`/decks/${deck.id}/edit`);
    expect(await page.getByLabel("Name").inputValue()).toBe("Scripted traders");

    await page.goto("/account");
    await page.getByRole("button", { name: "Revoke deck script" }).click();
    await page.getByRole("row", { name: /deck script/ }).getByText(/^Revoked/).waitFor();
    const refused = await fetch(`${baseUrl()}/api/v1/me/decks`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    await context.close();
  });

  it("serves the reference page and the OpenAPI document, and answers CORS preflights", async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/api");
    await page.getByRole("heading", { name: "API reference", level: 1 }).waitFor();
    await page.getByRole("link", { name: "GET /cards/{slug} " }).first().click();
    await page.getByRole("heading", { name: /\/api\/v1\/cards\/\{slug\}/ }).waitFor();
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/me/decks/{id}");
    const preflight = await fetch(`${baseUrl()}/api/v1/me/decks`, { method: "OPTIONS", headers: { Origin: "https://tools.example", "Access-Control-Request-Method": "POST" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    await context.close();
  });
});
