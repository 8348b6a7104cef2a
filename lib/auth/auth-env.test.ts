import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authEnvironment } from "./auth-env";

describe("authEnvironment", () => {
  it("generates a secret once, keeps it private, and reuses it", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "starport-auth-")), ".data");
    const first = authEnvironment({ dataDir, port: 3005, env: {} });
    expect(first.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.NEXTAUTH_URL).toBe("http://localhost:3005");
    expect(statSync(join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8").trim()).toBe(first.NEXTAUTH_SECRET);
    expect(authEnvironment({ dataDir, port: 3005, env: {} }).NEXTAUTH_SECRET).toBe(first.NEXTAUTH_SECRET);
  });

  it("lets explicitly set variables win", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "starport-auth-"));
    const secret = "s".repeat(40);
    expect(
      authEnvironment({
        dataDir,
        port: 3000,
        env: { NEXTAUTH_SECRET: secret, NEXTAUTH_URL: "https://starport.example" },
      }),
    ).toEqual({
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: "https://starport.example",
    });
  });
});

describe("readEnv for accounts", () => {
  it("refuses a short secret and a malformed URL", async () => {
    const { readEnv } = await import("../env");
    expect(() => readEnv({ NEXTAUTH_SECRET: "short" })).toThrow(
      "Environment variable NEXTAUTH_SECRET must be at least 32 characters.",
    );
    expect(() => readEnv({ NEXTAUTH_URL: "localhost" })).toThrow(/^Environment variable NEXTAUTH_URL /);
  });
});
