import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { fieldMessages, type ActionResult } from "@/lib/http/action-result";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";

// The account actions for the owner, another signed-in player and nobody:
// only the owner changes the owner's account; everyone else is refused and
// nothing of the owner's changes.
const cookieJar = vi.hoisted(() => ({
  set: [] as { name: string; value: string; options: Record<string, unknown> }[],
}));

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-starport-client-address": "203.0.113.60", "x-forwarded-for": "198.51.100.60" }),
  cookies: async () => ({
    set: (name: string, value: string, options: Record<string, unknown>) =>
      cookieJar.set.push({ name, value, options }),
  }),
}));

const db = useTestDatabase();
useSession();
let actions: typeof import("./actions");
let hashPassword: typeof import("@/lib/auth/password").hashPassword;
let verifyPassword: typeof import("@/lib/auth/password").verifyPassword;
let owner: Player;
let other: Player;
const OWNER_PASSWORD = "quiet lanterns drift over regina";
const OTHER_PASSWORD = "copper kettles hum at midnight";
const NEW_PASSWORD = "seven amber moons over tarsus";
let ownerDeckId: string;
let forkId: string;

/** Gives the player a password and a session on each of `sessions`. */
async function withPassword(player: Player, password: string, sessions: string[]): Promise<Player> {
  const expires = new Date(Date.now() + 24 * 3600_000);
  await db.prisma.session.createMany({
    data: sessions.map((sessionToken) => ({ sessionToken, userId: player.id, expires })),
  });
  return db.prisma.user.update({ where: { id: player.id }, data: { passwordHash: await hashPassword(password) } });
}

beforeAll(async () => {
  actions = await import("./actions");
  ({ hashPassword, verifyPassword } = await import("@/lib/auth/password"));
  const players = await createPlayers(db.prisma, ["owner", "other"]);
  owner = await withPassword(players.owner, OWNER_PASSWORD, ["owner-here", "owner-laptop", "owner-phone"]);
  other = await withPassword(players.other, OTHER_PASSWORD, ["other-here", "other-laptop"]);
  ownerDeckId = (
    await db.prisma.deck.create({
      data: { ownerId: owner.id, name: "Owner's traders", formatId: "standard", visibility: "PUBLIC" },
    })
  ).id;
  forkId = (
    await db.prisma.deck.create({
      data: { ownerId: other.id, name: "Forked traders", formatId: "standard", forkedFromId: ownerDeckId },
    })
  ).id;
});
beforeEach(() => {
  cookieJar.set = [];
});

/** Everything of a player's that an account action could change. */
const stateOf = async (player: Player) => ({
  user: await db.prisma.user.findUnique({
    where: { id: player.id },
    select: { email: true, name: true, passwordHash: true },
  }),
  sessions: (
    await db.prisma.session.findMany({
      where: { userId: player.id },
      select: { sessionToken: true },
      orderBy: { sessionToken: "asc" },
    })
  ).map((s) => s.sessionToken),
  decks: await db.prisma.deck.findMany({
    where: { ownerId: player.id },
    select: { id: true, forkedFromId: true },
    orderBy: { id: "asc" },
  }),
  events: await db.prisma.accountEvent.count({ where: { userId: player.id } }),
});
/** An action's answer as its form shows it: the message, or one error per field. */
const shown = (result: ActionResult<string>) =>
  result.ok ? { ok: true, message: result.value } : { ok: false, errors: fieldMessages(result.error) };
/** The redirect target of a Next.js redirect() thrown by an action, or the error message. */
const outcome = (run: Promise<ActionResult<string>>): Promise<unknown> =>
  run.then(
    (value) => shown(value),
    (e: Error & { digest?: string }) =>
      e.digest?.startsWith("NEXT_REDIRECT") ? `redirect ${e.digest.split(";")[2]}` : e.message,
  );
const SIGN_IN_FIRST = { ok: false, errors: { form: "Sign in to do that." } };

describe("change password", () => {
  const change = async (fields: Record<string, string>) =>
    shown(await actions.changePasswordAction(null, form(fields)));

  it("refuses when nobody is signed in, and changes nothing", async () => {
    const before = await stateOf(owner);
    expect(await change({ currentPassword: OWNER_PASSWORD, newPassword: NEW_PASSWORD })).toEqual(SIGN_IN_FIRST);
    expect(await stateOf(owner)).toEqual(before);
  });

  it("lets another player change only their own password: the owner's password does not work for them, and a crafted id is ignored", async () => {
    signIn(other, "other-here");
    const [ownerBefore, otherBefore] = [await stateOf(owner), await stateOf(other)];
    const result = await change({
      currentPassword: OWNER_PASSWORD,
      newPassword: NEW_PASSWORD,
      userId: owner.id,
      email: owner.email,
    });
    expect(result).toEqual({ ok: false, errors: { currentPassword: "That is not your current password." } });
    expect(await stateOf(owner)).toEqual(ownerBefore);
    expect(await stateOf(other)).toEqual(otherBefore);
  });

  it("refuses the owner a wrong current password or a weak new one, and changes nothing", async () => {
    signIn(owner, "owner-here");
    const before = await stateOf(owner);
    expect(await change({ currentPassword: "not my password", newPassword: NEW_PASSWORD })).toEqual({
      ok: false,
      errors: { currentPassword: "That is not your current password." },
    });
    const weak = await change({ currentPassword: OWNER_PASSWORD, newPassword: "1234567890" });
    expect(weak).toMatchObject({ ok: false, errors: { newPassword: expect.stringMatching(/^Too easy to guess\./) } });
    expect(await stateOf(owner)).toEqual(before);
  });

  it("changes the owner's password and signs out their other sessions, keeping this one", async () => {
    signIn(owner, "owner-here");
    const otherBefore = await stateOf(other);
    expect(await change({ currentPassword: OWNER_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      message: "Your password is changed. 2 other sessions were signed out; this one stays signed in.",
    });
    const after = await stateOf(owner);
    expect(await verifyPassword(NEW_PASSWORD, after.user!.passwordHash!)).toBe(true);
    expect(await verifyPassword(OWNER_PASSWORD, after.user!.passwordHash!)).toBe(false);
    expect(after.sessions).toEqual(["owner-here"]);
    expect(
      await db.prisma.accountEvent.findFirst({
        where: { userId: owner.id },
        orderBy: { id: "desc" },
        select: { kind: true, address: true },
      }),
    ).toEqual({
      kind: "PASSWORD_CHANGED",
      address: "203.0.113.60",
    });
    expect(await stateOf(other)).toEqual(otherBefore);
  });
});

describe("sign out everywhere", () => {
  const signOutAll = () => outcome(actions.signOutEverywhereAction(null, form({ userId: owner.id })));

  it("refuses when nobody is signed in, and ends no session", async () => {
    const before = await stateOf(owner);
    expect(await signOutAll()).toEqual(SIGN_IN_FIRST);
    expect(await stateOf(owner)).toEqual(before);
    expect(cookieJar.set).toEqual([]);
  });

  it("ends only the signed-in player's own sessions, whatever the form says", async () => {
    await db.prisma.session.create({
      data: { sessionToken: "owner-tablet", userId: owner.id, expires: new Date(Date.now() + 3600_000) },
    });
    const ownerBefore = await stateOf(owner);
    signIn(other, "other-here");
    expect(await signOutAll()).toBe("redirect /signin?notice=signed-out-everywhere");
    expect((await stateOf(other)).sessions).toEqual([]);
    expect(await stateOf(owner)).toEqual(ownerBefore);
  });

  it("ends every session of the owner, this one included, and clears its cookie", async () => {
    signIn(owner, "owner-here");
    expect(await signOutAll()).toBe("redirect /signin?notice=signed-out-everywhere");
    expect((await stateOf(owner)).sessions).toEqual([]);
    expect(cookieJar.set).toEqual([
      {
        name: "next-auth.session-token",
        value: "",
        options: expect.objectContaining({ expires: new Date(0), httpOnly: true, path: "/" }),
      },
    ]);
  });
});

describe("delete account", () => {
  const remove = (confirmEmail: string) => outcome(actions.deleteAccountAction(null, form({ confirmEmail })));

  it("refuses when nobody is signed in, and deletes nothing", async () => {
    const before = await stateOf(owner);
    expect(await remove(owner.email)).toEqual(SIGN_IN_FIRST);
    expect(await stateOf(owner)).toEqual(before);
  });

  it("refuses another player who types the owner's email: neither account is touched", async () => {
    signIn(other, "other-here");
    const [ownerBefore, otherBefore] = [await stateOf(owner), await stateOf(other)];
    expect(await remove(owner.email)).toEqual({
      ok: false,
      errors: { confirmEmail: "That is not this account's email address." },
    });
    expect(await stateOf(owner)).toEqual(ownerBefore);
    expect(await stateOf(other)).toEqual(otherBefore);
  });

  it("refuses the owner without the right confirmation", async () => {
    signIn(owner, "owner-here");
    const before = await stateOf(owner);
    expect(await remove("")).toEqual({ ok: false, errors: { confirmEmail: "Type your email address to confirm." } });
    expect(await remove(other.email)).toEqual({
      ok: false,
      errors: { confirmEmail: "That is not this account's email address." },
    });
    expect(await stateOf(owner)).toEqual(before);
  });

  it("deletes the owner's account with its decks and sessions; another player's fork stays", async () => {
    await db.prisma.session.create({
      data: { sessionToken: "owner-again", userId: owner.id, expires: new Date(Date.now() + 3600_000) },
    });
    signIn(owner, "owner-again");
    const otherBefore = await stateOf(other);
    expect(await remove(`  ${owner.email.toUpperCase()} `)).toBe("redirect /account/deleted");
    expect(await stateOf(owner)).toEqual({ user: null, sessions: [], decks: [], events: 0 });
    expect(await db.prisma.deck.findUnique({ where: { id: ownerDeckId } })).toBeNull();
    expect(
      await db.prisma.deck.findUnique({ where: { id: forkId }, select: { ownerId: true, forkedFromId: true } }),
    ).toEqual({ ownerId: other.id, forkedFromId: null });
    const otherAfter = await stateOf(other);
    expect({ user: otherAfter.user, sessions: otherAfter.sessions, decks: otherAfter.decks.map((d) => d.id) }).toEqual({
      user: otherBefore.user,
      sessions: otherBefore.sessions,
      decks: otherBefore.decks.map((d) => d.id),
    });
    expect(cookieJar.set.map((c) => c.name)).toEqual(["next-auth.session-token"]);
  });
});
