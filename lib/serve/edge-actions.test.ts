import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsedAction, takesStateAndForm } from "../http/action-input";
import { readEnv } from "../env";
import { createEdge, createEdgeServer } from "./server";

// The server around a stand-in for Next that decodes an action's arguments as plain JSON and runs one wrapped
// action, answering a throw as Next does (a 500 with its own body): a refused argument list reaches the client as
// 400 with the action's reason; bodies Next's decoding would throw on never reach it; body caps hold while streaming.
const received: { path: string; body: string }[] = [];
const checkAction = parsedAction(takesStateAndForm, async () => "checked");

async function stubNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  received.push({ path: req.url ?? "", body });
  try {
    // "$K1": the form's fields, as React's decoder gives them.
    const decoded = req.headers["next-action"] ? (JSON.parse(body) as unknown) : ["$K1"];
    const args = (Array.isArray(decoded) ? decoded : []).map((arg) => (arg === "$K1" ? new FormData() : arg));
    const answer = await (checkAction as (...a: unknown[]) => Promise<string>)(...args);
    res.setHeader("Content-Type", "text/x-component");
    res.end(`0:${JSON.stringify(answer)}\n`);
  } catch {
    res.statusCode = 500;
    res.setHeader("Content-Type", req.headers["next-action"] ? "text/x-component" : "text/html; charset=utf-8");
    res.end('0:E{"digest":"1234"}\n');
  }
}

let server: Server;
let base = "";
beforeAll(async () => {
  const serve = createEdge({ dev: false, env: readEnv({}), log: () => {}, handle: stubNext, largerBodies: {} });
  server = createEdgeServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const action = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}/check`, {
    method: "POST",
    headers: { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8", ...headers },
    body,
  });

describe("a server action refusing its arguments, through the server", () => {
  it("answers 400 with the action's reason as text (Next answered 500), and runs arguments it takes", async () => {
    for (const body of ['["x"]', '[null,"$K1"]', "[]", '[1,"$K1"]', '["$K1"]']) {
      const answer = await action(body);
      expect(answer.status, body).toBe(400);
      expect(answer.headers.get("content-type")).toBe("text/plain");
      expect(await answer.text(), body).toMatch(/^Refused: The server action's arguments (are|are not what it takes)/);
    }
    const good = await action('[{"submission":0},"$K1"]');
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('0:"checked"\n');
  });

  it("answers a form posted without JavaScript with the reason, without the marker", async () => {
    const form = new FormData();
    form.set("decklist", "1x a");
    const answer = await fetch(`${base}/check`, { method: "POST", body: form });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("The server action's arguments are 1, where this action takes 2.\n");
  });

  it("refuses before Next what Next's own decoding throws on", async () => {
    const before = received.length;
    for (const body of ["not json", "$Q1", '["$Q1"]', `[${"[".repeat(5000)}]${"]".repeat(5000)}`]) {
      const answer = await action(body);
      expect(answer.status, body.slice(0, 20)).toBe(400);
      expect(await answer.text()).toMatch(/^Refused: The server action's arguments/);
    }
    const empty = await fetch(`${base}/check`, { method: "POST", headers: { "next-action": "7f".padEnd(42, "0") } });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe("Refused: The server action's arguments are missing.");
    expect(received.length).toBe(before);
  });
});

describe("a request body, as it streams in", () => {
  it("is refused past the cap, even without a declared length", async () => {
    const big = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(97));
        controller.close();
      },
    });
    const answer = await fetch(`${base}/api/v1/decks/validate`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: big,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: { code: "TOO_LARGE" } });
  });

  it("refuses an API body holding a NUL, and gives a page's form each NUL as a tab", async () => {
    const api = await fetch(`${base}/api/v1/decks/validate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"text":"a\\u0000b"}',
    });
    expect(api.status).toBe(400);
    await fetch(`${base}/signin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=a%00b&raw=c\u0000d",
    });
    expect(received.at(-1)).toEqual({ path: "/signin", body: "name=a%09b&raw=c\td" });
  });
});
