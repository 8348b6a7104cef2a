import type { JWT } from "next-auth/jwt";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { AppError } from "../http/errors";

// Sign-up, sign-in, the throttle and session rows against a real database.
const db = useTestDatabase();
let signUp: typeof import("./sign-up").signUp;
let signInWithPassword: typeof import("./sign-in").signInWithPassword;
let throttle: typeof import("./throttle");
let authOptions: typeof import("./options").authOptions;

beforeAll(async () => {
  ({ signUp } = await import("./sign-up"));
  ({ signInWithPassword } = await import("./sign-in"));
  throttle = await import("./throttle");
  ({ authOptions } = await import("./options"));
});
beforeEach(() => db.prisma.signInThrottle.deleteMany());

const PASSWORD = "a long enough password";
let counter = 0;
const uniqueEmail = () => `player${++counter}-${Date.now()}@example.com`;

describe("sign-up", () => {
  it("creates the account with a normalised email and a scrypt hash", async () => {
    const user = await signUp({ email: "  New.Player@Example.COM ", password: PASSWORD, name: "New Player" });
    expect(user).toMatchObject({ email: "new.player@example.com", name: "New Player" });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it("refuses a second account for the same email, whatever its case, without writing anything", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const error = await signUp({ email: email.toUpperCase(), password: PASSWORD }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("CONFLICT");
    expect((error as AppError).message).not.toMatch(/exists|registered|taken/i);
    expect(await db.prisma.user.count({ where: { email } })).toBe(1);
  });

  it("refuses bad input with the field named", async () => {
    await expect(signUp({ email: "nope", password: "short" })).rejects.toMatchObject({ name: "ZodError" });
  });
});

describe("sign-in", () => {
  it("accepts the right password, whatever the email's case", async () => {
    const email = uniqueEmail();
    const user = await signUp({ email, password: PASSWORD, name: "Ada" });
    expect(await signInWithPassword({ email: email.toUpperCase(), password: PASSWORD, ip: "10.0.0.1" })).toEqual({ ok: true, user });
  });

  it("answers an unknown email and a wrong password with the same message", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const wrong = await signInWithPassword({ email, password: "not the password", ip: "10.0.0.2" });
    const unknown = await signInWithPassword({ email: uniqueEmail(), password: PASSWORD, ip: "10.0.0.2" });
    const malformed = await signInWithPassword({ email: "not an email", password: "", ip: "10.0.0.2" });
    expect(wrong).toEqual({ ok: false, message: "Email or password is incorrect." });
    expect(unknown).toEqual(wrong);
    expect(malformed).toEqual(wrong);
  });
});

describe("throttle", () => {
  it("locks an account after 5 failures, says when to try again, and a success clears it", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    for (let i = 1; i <= 4; i++) {
      expect((await signInWithPassword({ email, password: "wrong password", ip: `10.1.0.${i}` })).ok).toBe(false);
    }
    // Success before the limit forgives the account's failures.
    expect((await signInWithPassword({ email, password: PASSWORD, ip: "10.1.0.9" })).ok).toBe(true);
    expect(await db.prisma.signInThrottle.findUnique({ where: { key: `email:${email}` } })).toBeNull();

    for (let i = 1; i <= 4; i++) await signInWithPassword({ email, password: "wrong password", ip: `10.2.0.${i}` });
    const fifth = await signInWithPassword({ email, password: "wrong password", ip: "10.2.0.5" });
    expect(fifth).toEqual({ ok: false, message: "Too many failed sign-in attempts. Try again in 15 minutes." });
    // Locked: even the right password from a fresh address is refused, with the same explanation.
    expect(await signInWithPassword({ email, password: PASSWORD, ip: "10.3.0.1" })).toEqual(fifth);
  });

  it("locks unknown emails the same way, so the lock reveals nothing", async () => {
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) await throttle.recordSignInFailure({ email, ip: `10.4.0.${i}` });
    expect(await signInWithPassword({ email, password: PASSWORD, ip: "10.4.1.1" })).toMatchObject({ message: /^Too many failed sign-in attempts/ });
  });

  it("locks an address after 20 failures across accounts", async () => {
    const ip = "10.5.0.1";
    const { maxFailures } = throttle.THROTTLE_LIMITS.address;
    for (let i = 1; i < maxFailures; i++) await throttle.recordSignInFailure({ email: uniqueEmail(), ip });
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const last = await signInWithPassword({ email, password: "wrong password", ip });
    expect(last).toEqual({ ok: false, message: "Too many failed sign-in attempts. Try again in 15 minutes." });
    expect(await signInWithPassword({ email, password: PASSWORD, ip })).toEqual(last);
    // Another address is not affected.
    expect((await signInWithPassword({ email, password: PASSWORD, ip: "10.5.0.2" })).ok).toBe(true);
  });

  it("starts a new window once the old one is over, and the lock ends", async () => {
    const email = uniqueEmail();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 5; i++) await throttle.recordSignInFailure({ email, now: start });
    const minutes = (m: number) => new Date(start.getTime() + m * 60_000);
    expect(await throttle.checkSignInThrottle({ email, now: minutes(14) })).toEqual({
      allowed: false,
      retryAt: minutes(15),
      message: "Too many failed sign-in attempts. Try again in 1 minute.",
    });
    expect(await throttle.checkSignInThrottle({ email, now: minutes(16) })).toEqual({ allowed: true });
    expect(await throttle.recordSignInFailure({ email, now: minutes(16) })).toEqual({ allowed: true });
    expect(await db.prisma.signInThrottle.findUnique({ where: { key: `email:${email}` } })).toMatchObject({ failures: 1, lockedUntil: null });
  });
});

describe("sessions", () => {
  const jwt = (params: Record<string, unknown>) => authOptions.callbacks!.jwt!(params as never) as Promise<JWT>;
  const session = async (token: JWT) => authOptions.callbacks!.session!({ session: { expires: "2099-01-01T00:00:00.000Z" }, token } as never);

  it("creates a Session row on sign-in, honours it while it lives, and deletes it on sign-out", async () => {
    const user = await signUp({ email: uniqueEmail(), password: PASSWORD, name: "Session Tester" });
    const token = await jwt({ token: {}, user });
    expect(token.sessionToken).toEqual(expect.any(String));
    const row = await db.prisma.session.findUniqueOrThrow({ where: { sessionToken: token.sessionToken! } });
    expect(row.userId).toBe(user.id);
    expect(row.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    const later = await jwt({ token });
    expect((await session(later)).user).toEqual(user);

    await authOptions.events!.signOut!({ token, session: undefined as never });
    expect(await db.prisma.session.count({ where: { sessionToken: token.sessionToken! } })).toBe(0);
    const ended = await jwt({ token });
    expect(ended.sessionToken).toBeUndefined();
    expect((await session(ended)).user).toBeUndefined();
  });

  it("rejects a token whose Session row has expired", async () => {
    const user = await signUp({ email: uniqueEmail(), password: PASSWORD });
    const token = await jwt({ token: {}, user });
    await db.prisma.session.update({ where: { sessionToken: token.sessionToken! }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await session(await jwt({ token }))).user).toBeUndefined();
  });
});
