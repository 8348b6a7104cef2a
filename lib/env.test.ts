import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("readEnv", () => {
  it("needs nothing: port 3000 and the embedded database", () => {
    expect(readEnv({})).toEqual({ PORT: 3000 });
  });
  it("accepts a PostgreSQL URL, a port and a Meilisearch host", () => {
    expect(readEnv({ DATABASE_URL: "postgresql://u:p@db:5432/x", PORT: "8080", MEILISEARCH_HOST: "http://127.0.0.1:7700" })).toMatchObject({
      DATABASE_URL: "postgresql://u:p@db:5432/x",
      PORT: 8080,
      MEILISEARCH_HOST: "http://127.0.0.1:7700",
    });
  });
  it("treats empty variables as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "" })).toEqual({ PORT: 3000 });
  });
  it("names the variable and the reason when one is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/^Environment variable PORT /);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow("Environment variable DATABASE_URL must be a postgresql:// connection URL.");
  });
});
