import type { JWT } from "next-auth/jwt";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { AppError } from "../http/errors";

// Every password hash and check is counted, so a test can show that both sign-up paths hash and that
// both sign-in paths check a password at the same cost.
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

// Sign-up, sign-in, the throttles and session rows against a real database.
const db = useTestDatabase();
let signUp: typeof import("./sign-up").signUp;
let signInWithPassword: typeof import("./sign-in").signInWithPassword;
let throttle: typeof import("./throttle");
let authOptions: typeof import("./options").authOptions;
let hashPassword: typeof import("./password").hashPassword;
let verifyPassword: typeof import("./password").verifyPassword;

beforeAll(async () => {
  ({ signUp } = await import("./sign-up"));
  ({ signInWithPassword } = await import("./sign-in"));
  throttle = await import("./throttle");
  ({ authOptions } = await import("./options"));
  ({ hashPassword, verifyPassword } = await import("./password"));
});
beforeEach(() => db.prisma.rateLimit.deleteMany());

const PASSWORD = "quiet lanterns drift over regina";
const WRONG = "not the password";
const INCORRECT = { ok: false, message: "Email or password is incorrect." };
const LOCKED = { ok: false, message: "Too many failed sign-in attempts. Try again in 15 minutes." };
let counter = 0;
const uniqueEmail = () => `player${++counter}-${Date.now()}@example.com`;
const userByEmail = (email: string) =>
  db.prisma.user.findUniqueOrThrow({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
const attempts = async (key: string) => (await db.prisma.rateLimit.findUnique({ where: { key } }))?.attempts ?? 0;
const events = (userId: string) =>
  db.prisma.accountEvent.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { kind: true, address: true } });

describe("sign-up", () => {
  it("creates the account with a normalised email and a scrypt hash", async () => {
    expect(await signUp({ email: "  New.Player@Example.COM ", password: PASSWORD, name: "New Player" })).toEqual({
      created: true,
    });
    const row = await userByEmail("new.player@example.com");
    expect(row.name).toBe("New Player");
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it("answers a taken email like a free one: nothing written but a note to the owner, and the password hashed all the same", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const owner = await userByEmail(email);
    const hashes = vi.mocked(hashPassword).mock.calls.length;
    const other = await signUp({
      email: email.toUpperCase(),
      password: "another fine passphrase here",
      address: "203.0.113.20",
    });
    expect(other).toEqual({ created: false });
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashes + 1);
    expect(await db.prisma.user.count({ where: { email } })).toBe(1);
    expect(await userByEmail(email)).toEqual(owner); // the password is still the owner's
    expect(await events(owner.id)).toEqual([{ kind: "SIGN_UP_ATTEMPT", address: "203.0.113.20" }]);
  });

  it("refuses bad input and weak passwords with the field named, before counting or writing anything", async () => {
    const email = uniqueEmail();
    for (const password of ["          ", "aaaaaaaaaa", "1234567890", "short"]) {
      const error = await signUp({ email, password, address: "203.0.113.21" }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: "ZodError" });
      expect((error as { issues: { path: string[] }[] }).issues.map((i) => i.path.join("."))).toEqual(["password"]);
    }
    await expect(signUp({ email: "nope", password: PASSWORD })).rejects.toMatchObject({ name: "ZodError" });
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
    expect(await db.prisma.rateLimit.count()).toBe(0);
  });

  it("limits sign-ups per address: parallel requests beyond the limit are refused, the rest go through", async () => {
    const { max } = throttle.LIMITS.signUpAddress;
    const address = "203.0.113.30";
    const now = new Date(); // one clock for all, so every refusal names the same wait
    // The network has 3 sign-ups left in this window (fewer hashes to wait for than from an empty window).
    await db.prisma.rateLimit.create({
      data: { key: `sign-up:address:${address}`, attempts: max - 3, windowStartedAt: now },
    });
    const emails = Array.from({ length: 12 }, uniqueEmail);
    const results = await Promise.allSettled(
      emails.map((email) => signUp({ email, password: PASSWORD, address, now })),
    );
    const refused = results
      .filter((r) => r.status === "rejected")
      .map((r) => (r as PromiseRejectedResult).reason as AppError);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe("RATE_LIMITED");
      expect(error.message).toBe("Too many sign-ups from your network. Try again in 60 minutes.");
    }
    expect(await db.prisma.user.count({ where: { email: { in: emails } } })).toBe(3);
    // A taken address is refused the same way once the limit is reached: the limit comes first.
    const { email: taken } = await db.prisma.user.findFirstOrThrow({ where: { email: { in: emails } } });
    await expect(signUp({ email: taken, password: PASSWORD, address, now })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    // Another network is not affected.
    expect(await signUp({ email: uniqueEmail(), password: PASSWORD, address: "198.51.100.30", now })).toEqual({
      created: true,
    });
  });

  it("counts every address of an IPv6 /64 as one network", async () => {
    const limits = throttle.signUpLimits({ address: "2001:db8:5:6::1" });
    expect(limits.map(([key]) => key)).toEqual(["sign-up:address:2001:db8:5:6::/64", "sign-up:all"]);
    expect(throttle.signUpLimits({ address: "2001:db8:5:6:ffff::9" })[0]![0]).toBe(limits[0]![0]);
  });

  it("stops every sign-up at the site-wide ceiling, whatever the address", async () => {
    const now = new Date();
    await db.prisma.rateLimit.create({
      data: { key: "sign-up:all", attempts: throttle.LIMITS.signUpSite.max, windowStartedAt: now },
    });
    const email = uniqueEmail();
    await expect(signUp({ email, password: PASSWORD, address: "198.51.100.31", now })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "Starport has taken too many sign-ups in the last hour. Try again in 60 minutes.",
    });
    await expect(signUp({ email, password: PASSWORD, now })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
    // The refused address gave its attempt back: no work was done for it.
    expect(await attempts("sign-up:address:198.51.100.31")).toBe(0);
  });
});

describe("sign-in", () => {
  it("accepts the right password, whatever the email's case", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD, name: "Ada" });
    const { id } = await userByEmail(email);
    expect(await signInWithPassword({ email: email.toUpperCase(), password: PASSWORD, address: "10.0.0.1" })).toEqual({
      ok: true,
      user: { id, email, name: "Ada" },
    });
  });

  it("answers an unknown email and a wrong password with the same message, and tells the owner of the failure", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const wrong = await signInWithPassword({ email, password: WRONG, address: "10.0.0.2" });
    const unknown = await signInWithPassword({ email: uniqueEmail(), password: PASSWORD, address: "10.0.0.2" });
    const malformed = await signInWithPassword({ email: "not an email", password: "", address: "10.0.0.2" });
    expect(wrong).toEqual(INCORRECT);
    expect(unknown).toEqual(wrong);
    expect(malformed).toEqual(wrong);
    expect(await events((await userByEmail(email)).id)).toEqual([{ kind: "SIGN_IN_FAILED", address: "10.0.0.2" }]);
  });

  it("reads the client address only from the server's own header, never from X-Forwarded-For", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const credentials = authOptions.providers.find((p) => p.id === "credentials") as unknown as {
      options: {
        authorize: (input: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
      };
    };
    const headers = { "x-starport-client-address": "203.0.113.40", "x-forwarded-for": "198.51.100.40" };
    await expect(credentials.options.authorize({ email, password: WRONG }, { headers })).rejects.toThrow(
      "Email or password is incorrect.",
    );
    expect(await attempts("sign-in:address:203.0.113.40")).toBe(1);
    expect(await db.prisma.rateLimit.count({ where: { key: { contains: "198.51.100.40" } } })).toBe(0);
    // Without the server's header no address is known: only the account's limit applies.
    await credentials.options
      .authorize({ email, password: WRONG }, { headers: { "x-forwarded-for": "198.51.100.41" } })
      .catch(() => {});
    expect(await db.prisma.rateLimit.count({ where: { key: { startsWith: "sign-in:address:" } } })).toBe(1);
    expect(await attempts(`sign-in:account:${email}`)).toBe(2);
  });
});

describe("sign-in throttle", () => {
  it("allows 5 guesses per account and window; the fifth says so, and then even the right password is refused", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    for (let i = 1; i <= 4; i++)
      expect(await signInWithPassword({ email, password: WRONG, address: `10.1.0.${i}` })).toEqual(INCORRECT);
    expect(await signInWithPassword({ email, password: WRONG, address: "10.1.0.5" })).toEqual(LOCKED);
    expect(await signInWithPassword({ email, password: PASSWORD, address: "10.1.0.9" })).toEqual(LOCKED);
  });

  it("gives a successful sign-in's attempt back, but keeps the failures", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    for (let i = 0; i < 3; i++) await signInWithPassword({ email, password: WRONG, address: "10.2.0.1" });
    expect((await signInWithPassword({ email, password: PASSWORD, address: "10.2.0.1" })).ok).toBe(true);
    expect(await attempts(`sign-in:account:${email}`)).toBe(3);
    expect(await attempts("sign-in:address:10.2.0.1")).toBe(3);
    expect(await signInWithPassword({ email, password: WRONG, address: "10.2.0.1" })).toEqual(INCORRECT);
    expect(await signInWithPassword({ email, password: WRONG, address: "10.2.0.1" })).toEqual(LOCKED);
  });

  it("50 parallel guesses at one account: 5 are checked, and the right password, sent last, does not sign in", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const guesses = Array.from({ length: 50 }, (_, i) => ({
      password: i === 49 ? PASSWORD : `wrong guess number ${i}`,
      address: `10.3.${i}.1`,
    }));
    const now = new Date();
    const results = await Promise.all(guesses.map((g) => signInWithPassword({ email, ...g, now })));
    expect(results[49]).toEqual(LOCKED);
    expect(results.filter((r) => r.ok)).toEqual([]);
    // Four checked guesses answered "incorrect", the fifth said the account is now locked, the other 45 were refused unchecked.
    expect(results.filter((r) => !r.ok && r.message === INCORRECT.message)).toHaveLength(
      throttle.LIMITS.signInAccount.max - 1,
    );
    expect(results.filter((r) => !r.ok && r.message === LOCKED.message)).toHaveLength(46);
    expect(await attempts(`sign-in:account:${email}`)).toBe(50);
    expect(await events((await userByEmail(email)).id)).toHaveLength(throttle.LIMITS.signInAccount.max);
    expect(await signInWithPassword({ email, password: PASSWORD, address: "10.3.99.1" })).toEqual(LOCKED);
  });

  it("50 parallel guesses from one address across accounts: no more than the address has left are checked", async () => {
    const address = "10.4.0.1";
    const { max } = throttle.LIMITS.signInAddress;
    const now = new Date();
    // 3 guesses left at this address (fewer hashes to wait for than from an empty window).
    await db.prisma.rateLimit.create({
      data: { key: `sign-in:address:${address}`, attempts: max - 3, windowStartedAt: now },
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => signInWithPassword({ email: uniqueEmail(), password: WRONG, address, now })),
    );
    expect(results.filter((r) => !r.ok && r.message === INCORRECT.message)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.message === LOCKED.message)).toHaveLength(48);
    // Refused at the address, the accounts were not charged.
    expect(await db.prisma.rateLimit.count({ where: { key: { startsWith: "sign-in:account:" } } })).toBe(3);
    // The right password of a real account is refused there too; another address is not affected.
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    expect(await signInWithPassword({ email, password: PASSWORD, address, now })).toEqual(LOCKED);
    expect((await signInWithPassword({ email, password: PASSWORD, address: "10.4.0.2" })).ok).toBe(true);
  });

  it("locks unknown emails the same way, so the lock reveals nothing", async () => {
    const email = uniqueEmail();
    const answers = [];
    for (let i = 1; i <= 6; i++)
      answers.push(await signInWithPassword({ email, password: PASSWORD, address: `10.5.0.${i}` }));
    expect(answers).toEqual([INCORRECT, INCORRECT, INCORRECT, INCORRECT, LOCKED, LOCKED]);
  });

  it("refuses a known address whose owner signed in minutes ago in the same words as an unknown one", async () => {
    const known = uniqueEmail();
    const unknown = uniqueEmail();
    await signUp({ email: known, password: PASSWORD });
    const start = new Date("2026-02-01T10:00:00Z");
    const minutes = (m: number) => new Date(start.getTime() + m * 60_000);
    expect((await signInWithPassword({ email: known, password: PASSWORD, now: minutes(0) })).ok).toBe(true);
    const answers = async (email: string) => {
      const said = [];
      for (let i = 0; i < 6; i++) said.push(await signInWithPassword({ email, password: WRONG, now: minutes(4) }));
      return said;
    };
    const expected = [INCORRECT, INCORRECT, INCORRECT, INCORRECT, LOCKED, LOCKED];
    expect(await answers(known)).toEqual(expected);
    expect(await answers(unknown)).toEqual(expected);
  });

  // The time itself is measured by `npm run bench:sign-in`; here, that both answers pay for the same work.
  it("refuses a known address and an unknown one after the same password check, at the same scrypt cost", async () => {
    const known = uniqueEmail();
    await signUp({ email: known, password: PASSWORD });
    const checked = async (email: string) => {
      vi.mocked(verifyPassword).mockClear();
      expect(await signInWithPassword({ email, password: WRONG })).toEqual(INCORRECT);
      return vi.mocked(verifyPassword).mock.calls.map(([, stored]) => stored.split("$").slice(0, 4).join("$"));
    };
    const knownCost = await checked(known);
    expect(knownCost).toEqual([(await userByEmail(known)).passwordHash!.split("$").slice(0, 4).join("$")]);
    expect(await checked(uniqueEmail())).toEqual(knownCost);
  });

  it("starts a new window once the old one is over", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const start = new Date("2026-01-01T10:00:00Z");
    const minutes = (m: number) => new Date(start.getTime() + m * 60_000);
    for (let i = 0; i < 5; i++) await signInWithPassword({ email, password: WRONG, now: minutes(i) });
    expect(await signInWithPassword({ email, password: PASSWORD, now: minutes(14) })).toEqual(LOCKED);
    expect((await signInWithPassword({ email, password: PASSWORD, now: minutes(15) })).ok).toBe(true);
    expect(await db.prisma.rateLimit.findUnique({ where: { key: `sign-in:account:${email}` } })).toMatchObject({
      attempts: 0,
      windowStartedAt: minutes(15),
    });
  });
});

describe("sessions", () => {
  const jwt = (params: Record<string, unknown>) => authOptions.callbacks!.jwt!(params as never) as Promise<JWT>;
  const session = async (token: JWT) =>
    authOptions.callbacks!.session!({ session: { expires: "2099-01-01T00:00:00.000Z" }, token } as never);
  const newUser = async (name?: string) => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD, name });
    const { id } = await userByEmail(email);
    const { handle } = await db.prisma.user.findUniqueOrThrow({ where: { id }, select: { handle: true } });
    return { id, email, name: name ?? null, handle };
  };

  it("creates a Session row on sign-in, honours it while it lives, and deletes it on sign-out", async () => {
    const user = await newUser("Session Tester");
    const token = await jwt({ token: {}, user });
    expect(token.sessionToken).toEqual(expect.any(String));
    const row = await db.prisma.session.findUniqueOrThrow({ where: { sessionToken: token.sessionToken! } });
    expect(row.userId).toBe(user.id);
    expect(row.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    // The session carries the handle the header shows, from the first token on.
    expect(token.user).toEqual(user);
    const later = await jwt({ token });
    expect((await session(later)).user).toEqual(user);

    await authOptions.events!.signOut!({ token, session: undefined as never });
    expect(await db.prisma.session.count({ where: { sessionToken: token.sessionToken! } })).toBe(0);
    const ended = await jwt({ token });
    expect(ended.sessionToken).toBeUndefined();
    expect((await session(ended)).user).toBeUndefined();
  });

  it("rejects a token whose Session row has expired", async () => {
    const user = await newUser();
    const token = await jwt({ token: {}, user });
    await db.prisma.session.update({
      where: { sessionToken: token.sessionToken! },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect((await session(await jwt({ token }))).user).toBeUndefined();
  });
});
