import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";
import { describeError } from "../http/errors";
import { MAX_ACTIVE_TOKENS } from "./token-schemas";

const db = useTestDatabase();
let tokens: typeof import("./tokens");
beforeAll(async () => {
  tokens = await import("./tokens");
});

describe("the token ceiling", () => {
  it(`25 parallel creations leave ${MAX_ACTIVE_TOKENS} active tokens; the rest are refused with CONFLICT`, async () => {
    const userId = (await createUser(db.prisma)).id;
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        tokens.createApiToken({ userId, name: `t${i}`, scope: "READ" }).then(
          () => "created",
          (e: unknown) => describeError(e)?.code ?? String(e),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "created")).toHaveLength(MAX_ACTIVE_TOKENS);
    expect(outcomes.filter((o) => o !== "created")).toEqual(Array(25 - MAX_ACTIVE_TOKENS).fill("CONFLICT"));
    expect(await db.prisma.apiToken.count({ where: { userId, revokedAt: null } })).toBe(MAX_ACTIVE_TOKENS);
  });
});
