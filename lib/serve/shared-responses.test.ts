import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import StarportCacheHandler from "../cache/next-cache-handler";
import { deckPageTag } from "../cache/tags";
import { readEnv } from "../env";
import { createEdge, createEdgeServer } from "./server";

// The server around a stand-in for Next whose deck page holds a per-user element (a greeting read from the cookie):
// whatever a shared page reads, one visitor's answer never reaches another.
const deckId = "cmf3k2x9a0001abcdxyz12345";
const deckPath = `/decks/${deckId}`;
const seen: { cookie?: string; address?: string }[] = [];
let server: Server;
let base = "";

function stubNext(req: IncomingMessage, res: import("node:http").ServerResponse): Promise<void> {
  seen.push({ cookie: req.headers.cookie, address: req.headers["x-starport-client-address"] as string | undefined });
  const player = /player=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
  res.statusCode = 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.end(`<h1>Deck</h1><p>render ${seen.length}</p>${player ? `<p>Hello ${player}</p>` : ""}`);
  return Promise.resolve();
}

beforeAll(async () => {
  const serve = createEdge({
    dev: false,
    env: readEnv({}),
    log: () => {},
    handle: stubNext,
    largerBodies: {},
  });
  server = createEdgeServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, cookie?: string) => {
  const answer = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return answer.text();
};

describe("a shared deck page kept for visitors without a session", () => {
  it("never gives one player's element to another, and keeps the visitors' page until the deck's tag is marked", async () => {
    const session = "next-auth.session-token=abc; player=Alice";
    expect(await get(deckPath, session)).toContain("Hello Alice");

    // A visitor with no session, but another cookie a per-user element could read: Next sees neither cookie nor address.
    const first = await get(deckPath, "player=Mallory");
    expect(first).not.toContain("Hello");
    expect(seen.at(-1)).toEqual({ cookie: undefined, address: undefined });

    // The next visitor gets the kept page (no render), without anyone's element.
    const rendersBefore = seen.length;
    expect(await get(deckPath)).toBe(first);
    expect(seen.length).toBe(rendersBefore);

    // A signed-in player is never answered from it, nor is their page kept.
    expect(await get(deckPath, session)).toContain("Hello Alice");
    expect(seen.length).toBe(rendersBefore + 1);
    expect(await get(deckPath)).toBe(first);

    // A save (the trigger marks the deck's tag) drops the kept page.
    await new StarportCacheHandler().revalidateTag(deckPageTag(deckId));
    const after = await get(deckPath);
    expect(after).not.toBe(first);
    expect(after).not.toContain("Hello");
  });

  it("keeps nothing for an address that is not on the shared list", async () => {
    const before = seen.length;
    await get("/decks/new");
    await get("/decks/new");
    expect(seen.length).toBe(before + 2);
    expect(seen.at(-1)?.address).toBe("127.0.0.1");
  });
});
