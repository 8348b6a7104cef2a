import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

// scrypt at 128 MiB takes seconds on a loaded 2-core machine: more than the default 5 s per test.
describe("password hashing", { timeout: 30_000 }, () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(a).not.toBe(b);
  });

  it("reads the parameters from the stored hash", async () => {
    const hash = await hashPassword("parameters travel");
    const [, , r, p, salt, key] = hash.split("$");
    // A hash made with other parameters is still checked with its own.
    expect(await verifyPassword("parameters travel", ["scrypt", "65536", r, p, salt, key].join("$"))).toBe(false);
    expect(await verifyPassword("parameters travel", hash)).toBe(true);
  });

  it("refuses malformed hashes instead of throwing", async () => {
    for (const stored of [
      "",
      "bcrypt$x",
      "scrypt$0$8$1$c2FsdA==$a2V5",
      "scrypt$abc$8$1$c2FsdA==$a2V5",
      "scrypt$16384$8$1$c2FsdA==$",
    ]) {
      expect(await verifyPassword("whatever password", stored)).toBe(false);
    }
  });
});
