import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { createEdge, createEdgeServer } from "./server";

// A page's form gets a NUL as a tab, but a path that takes a file (an editor's card image) gets its bytes unchanged:
// an image is full of zero bytes, and one rewritten is no longer the image.
let server: Server;
let base = "";
const received: Buffer[] = [];

async function stubNext(req: IncomingMessage, res: import("node:http").ServerResponse): Promise<void> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  received.push(Buffer.concat(parts));
  res.end("ok");
}

beforeAll(async () => {
  const serve = createEdge({
    dev: false,
    env: readEnv({}),
    log: () => {},
    handle: stubNext,
    largerBodies: {},
    fileBodies: ["/admin/card-images"],
  });
  server = createEdgeServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x0d, 0x00, 0xff]);
const post = async (path: string) => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "card.png");
  const answer = await fetch(`${base}${path}`, { method: "POST", body: form, headers: { origin: base } });
  expect(answer.status).toBe(200);
  return received.at(-1)!;
};

describe("bodies that hold a file", () => {
  it("reach the handler byte for byte on a file path, with NULs turned into tabs elsewhere", async () => {
    expect((await post("/admin/card-images")).includes(bytes)).toBe(true);
    const elsewhere = await post("/decks/import");
    expect(elsewhere.includes(bytes)).toBe(false);
    expect(elsewhere.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x09, 0x09, 0x09, 0x0d, 0x09, 0xff]))).toBe(true);
  });
});
