// Personal API token inputs, shared by the account form and the server. Pure.
import { z } from "zod";

const TOKEN_SCOPES = ["READ", "WRITE"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, "Give the token a name").max(60, "At most 60 characters"),
  scope: z.enum(TOKEN_SCOPES, "Choose read or read-write"),
});

export const revokeTokenSchema = z.object({ tokenId: z.string().trim().min(1).max(100) });

/** How many tokens an account may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_TOKENS = 20;
