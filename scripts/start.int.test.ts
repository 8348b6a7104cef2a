import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../lib/database/embedded-postgres";

const root = join(import.meta.dirname, "..");
// As `npm start` runs it: compiled to JavaScript, no TypeScript loader.
spawnSync(process.execPath, [join(root, "scripts", "compile-server.mjs")], { cwd: root, stdio: "inherit" });

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["dist/start.mjs"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe("npm start refuses bad set-ups with one clear line", () => {
  it("when the port is taken", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { status, stderr } = start({ PORT: String(port) });
      expect(status).toBe(1);
      expect(stderr).toBe(
        `[starport] port ${port} is already in use. Stop whatever is using it, or choose another port: PORT=3001 npm start`,
      );
    } finally {
      blocker.close();
    }
  });

  it("when DATABASE_URL cannot be reached", async () => {
    const dead = await freePort();
    const { status, stderr } = start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgresql://u:p@127.0.0.1:${dead}/starport`,
    });
    expect(status).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `^\\[starport\\] Cannot reach the database in DATABASE_URL \\(127.0.0.1:${dead}/starport\\): .*unset DATABASE_URL to use the embedded database\\.$`,
      ),
    );
  });

  it("when an environment variable is malformed", () => {
    const { status, stderr } = start({ PORT: "http" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^\[starport\] Environment variable PORT /);
  });
});
