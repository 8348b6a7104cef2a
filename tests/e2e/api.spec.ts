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

    // Hostile writes get a 4xx and write nothing: a NUL (PostgreSQL cannot store one), numbers past its integer.
    const auth = { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" };
    const hostile = [
      {
        method: "POST",
        path: "/api/v1/me/decks",
        body: { name: "Nul\u0000traders", formatId: "standard", cards: [] },
        status: 400,
      },
      {
        method: "POST",
        path: "/api/v1/me/decks",
        body: { name: "Far card", formatId: "standard", cards: [{ cardId: 2 ** 31, quantity: 1 }] },
        status: 422,
      },
      {
        method: "PUT",
        path: `/api/v1/me/decks/${deck.id}`,
        body: { name: "Far version", version: 2 ** 31, cards: [] },
        status: 422,
      },
    ];
    for (const { method, path, body, status } of hostile) {
      const answer = await fetch(`${baseUrl()}${path}`, { method, headers: auth, body: JSON.stringify(body) });
      expect(answer.status, `${method} ${path} ${body.name}`).toBe(status);
    }
    const mine = (await (await fetch(`${baseUrl()}/api/v1/me/decks`, { headers: auth })).json()) as { total: number };
    expect(mine.total).toBe(1);
    const kept = (await (await fetch(`${baseUrl()}/api/v1/me/decks/${deck.id}`, { headers: auth })).json()) as {
      name: string;
      version: number;
    };
    expect(kept).toMatchObject({ name: "Scripted traders", version: 1 });

    await page.goto(`/decks/${deck.id}/edit`);
    expect(await page.getByLabel("Name").inputValue()).toBe("Scripted traders");

    await page.goto("/account");
    await page.getByRole("button", { name: "Revoke deck script" }).click();
    await page
      .getByRole("row", { name: /deck script/ })
      .getByText(/^Revoked/)
      .waitFor();
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
    // The card's own operation, not its reviews' (`/cards/{slug}/reviews`).
    await page.getByRole("heading", { name: /\/api\/v1\/cards\/\{slug\}(?!\/)/ }).waitFor();
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/me/decks/{id}");
    const preflight = await fetch(`${baseUrl()}/api/v1/me/decks`, {
      method: "OPTIONS",
      headers: { Origin: "https://tools.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    await context.close();
  });
});
