import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MigrationFolder } from "../migrate";
import { compareMigrations } from "./verify-backup";

const migration = (name: string): MigrationFolder => ({
  name,
  sql: "",
  checksum: createHash("sha256").update(name).digest("hex"),
});
const code = ["1_init", "2_search", "3_decks"].map((n) => migration(n));
const saved = (names: string[]) => names.map((n) => ({ name: n, checksum: migration(n).checksum }));

describe("compareMigrations", () => {
  it("accepts the code's own migrations and names the newest", () => {
    expect(compareMigrations(saved(["1_init", "2_search", "3_decks"]), code)).toEqual({
      lastMigration: "3_decks",
      newerMigrations: [],
    });
  });
  it("accepts an older backup and lists what the next start applies", () => {
    expect(compareMigrations(saved(["1_init"]), code)).toEqual({
      lastMigration: "1_init",
      newerMigrations: ["2_search", "3_decks"],
    });
  });
  it("refuses a migration the code does not have", () => {
    expect(() => compareMigrations(saved(["1_init", "2_search", "3_decks", "4_events"]), code)).toThrow(
      /needs migration 4_events, which this version of Starport does not have/,
    );
  });
  it("refuses a migration whose text differs", () => {
    expect(() => compareMigrations([{ name: "1_init", checksum: "f".repeat(64) }], code)).toThrow(
      "The backup's migration 1_init differs from this code's copy of it",
    );
  });
  it("refuses a history with a gap the code would fill differently", () => {
    expect(() => compareMigrations(saved(["1_init", "3_decks"]), code)).toThrow(
      "The backup's migrations skip 2_search, which comes before 3_decks here",
    );
  });
});
