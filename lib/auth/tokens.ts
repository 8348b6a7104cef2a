// Personal API tokens. The secret is 32 random bytes, shown once; only its
// SHA-256 is stored, so a leaked table gives nobody a usable token. A token is
// found by that hash and compared again in constant time.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { createTokenSchema, MAX_ACTIVE_TOKENS, type TokenScope } from "./token-schemas";

/** Every secret starts with this, so scanners and people recognise one. */
export const TOKEN_PREFIX = "sp_";
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;

const sha256 = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

export interface ApiTokenView {
  id: string;
  name: string;
  scope: TokenScope;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const viewSelect = {
  id: true,
  name: true,
  scope: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

/** Creates a token; the answer is the only time the secret exists outside the client. */
export async function createApiToken(options: {
  userId: string;
  name: string;
  scope: string;
}): Promise<{ token: ApiTokenView; secret: string }> {
  const { name, scope } = createTokenSchema.parse(options);
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  // One creation per player at a time (a transaction-scoped lock), so parallel requests cannot all pass the count.
  const token = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`api-token:${options.userId}`}))`;
    const active = await tx.apiToken.count({ where: { userId: options.userId, revokedAt: null } });
    if (active >= MAX_ACTIVE_TOKENS)
      throw new AppError("CONFLICT", `An account holds at most ${MAX_ACTIVE_TOKENS} tokens: revoke one first.`);
    return tx.apiToken.create({
      data: {
        userId: options.userId,
        name,
        scope,
        secretHash: sha256(secret),
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      },
      select: viewSelect,
    });
  });
  return { token, secret };
}

/** The user's tokens, newest first, revoked ones included (marked). */
export async function listApiTokens({ userId }: { userId: string }): Promise<ApiTokenView[]> {
  return prisma.apiToken.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: viewSelect,
  });
}

/** Revokes one of the user's tokens; NOT_FOUND for anyone else's or an unknown id. Revoking twice keeps the first date. */
export async function revokeApiToken({ userId, tokenId }: { userId: string; tokenId: string }): Promise<void> {
  const { count } = await prisma.apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0 && !(await prisma.apiToken.count({ where: { id: tokenId, userId } })))
    throw new AppError("NOT_FOUND", "No such token.");
}

export interface TokenUser {
  userId: string;
  tokenId: string;
  scope: TokenScope;
}

const unauthorized = (message: string) => new AppError("UNAUTHORIZED", message);

/** The secret of an `Authorization: Bearer <secret>` header, or null when there is no such header. */
export function bearerSecret(authorization: string | null): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) throw unauthorized("Send the token as 'Authorization: Bearer <token>'.");
  return match[1]!;
}

/** Who a token belongs to and what it may do; UNAUTHORIZED when it is missing, unknown or revoked. Marks it used. */
export async function authenticateToken({
  authorization,
  now = new Date(),
}: {
  authorization: string | null;
  now?: Date;
}): Promise<TokenUser> {
  const secret = bearerSecret(authorization);
  if (!secret)
    throw unauthorized(
      "This endpoint needs a personal token: create one on your account page and send it as 'Authorization: Bearer <token>'.",
    );
  const hash = sha256(secret);
  const row = await prisma.apiToken.findUnique({
    where: { secretHash: hash },
    select: { id: true, userId: true, scope: true, secretHash: true, revokedAt: true },
  });
  if (!row || !timingSafeEqual(Buffer.from(row.secretHash, "hex"), Buffer.from(hash, "hex")) || row.revokedAt) {
    throw unauthorized("The token is unknown or revoked.");
  }
  // At most one write a minute per token: a busy client does not rewrite the row on every request.
  await prisma.apiToken.updateMany({
    where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 60_000) } }] },
    data: { lastUsedAt: now },
  });
  return { userId: row.userId, tokenId: row.id, scope: row.scope };
}
