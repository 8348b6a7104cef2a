import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createDatabaseClient, createPrismaClient } from "./prisma-client";

const db = useTestDatabase();

describe("the app's Prisma client", () => {
  it("prepares each statement by name, once per connection, and runs it again with other values", async () => {
    // One connection, so the statement asked about was prepared on the connection that asks.
    const prisma = createPrismaClient(db.url, { max: 1 });
    onTestFinished(() => prisma.$disconnect());
    const sql = "SELECT $1::int + 1 AS answer";
    expect(await prisma.$queryRawUnsafe(sql, 41)).toEqual([{ answer: 42 }]);
    expect(await prisma.$queryRawUnsafe(sql, 1)).toEqual([{ answer: 2 }]);
    const prepared = await prisma.$queryRawUnsafe<{ name: string }[]>(
      "SELECT name FROM pg_prepared_statements WHERE statement = $1",
      sql,
    );
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^starport_\d+$/);
  });

  it("runs raw SQL and Prisma's queries on one connection, each text under its own name", async () => {
    const app = createDatabaseClient(db.url, { max: 1 });
    onTestFinished(() => app.close());
    for (let round = 0; round < 2; round++) {
      expect(await app.runSql("SELECT $1::int * 2 AS twice", [21])).toEqual([{ twice: 42 }]);
      expect(await app.prisma.card.count()).toBeGreaterThan(0);
    }
    const prepared = await app.runSql<{ statement: string }>("SELECT statement FROM pg_prepared_statements", []);
    expect(prepared.map((p) => p.statement)).toContain("SELECT $1::int * 2 AS twice");
    expect(prepared.length).toBeGreaterThanOrEqual(3);
  });

  it("leaves a statement unnamed when its plan is to be made with its values on every run", async () => {
    const app = createDatabaseClient(db.url, { max: 1 });
    onTestFinished(() => app.close());
    const sql = "SELECT $1::int - 1 AS less";
    expect(await app.runSql(sql, [43], { planEachRun: true })).toEqual([{ less: 42 }]);
    const prepared = await app.runSql<{ statement: string }>("SELECT statement FROM pg_prepared_statements", []);
    expect(prepared.map((p) => p.statement)).not.toContain(sql);
  });
});
