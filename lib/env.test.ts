import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

const DEFAULTS = { PORT: 3000, BACKUP_KEEP: 7, BACKUP_EVERY: 86_400_000 };

describe("readEnv", () => {
  it("needs nothing: port 3000, the embedded database, a daily backup keeping 7", () => {
    expect(readEnv({})).toEqual(DEFAULTS);
  });
  it("accepts a PostgreSQL URL, a port and a Meilisearch host", () => {
    expect(readEnv({ DATABASE_URL: "postgresql://u:p@db:5432/x", PORT: "8080", MEILISEARCH_HOST: "http://127.0.0.1:7700" })).toMatchObject({
      DATABASE_URL: "postgresql://u:p@db:5432/x",
      PORT: 8080,
      MEILISEARCH_HOST: "http://127.0.0.1:7700",
    });
  });
  it("treats empty variables as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "" })).toEqual(DEFAULTS);
  });
  it("names the variable and the reason when one is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/^Environment variable PORT /);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow("Environment variable DATABASE_URL must be a postgresql:// connection URL.");
  });
  it("reads backup intervals in hours or as durations, 0 for off", () => {
    const every = (value: string) => readEnv({ BACKUP_EVERY: value }).BACKUP_EVERY;
    expect(every("0")).toBe(0);
    expect(every("24")).toBe(86_400_000);
    expect(every("0.5")).toBe(1_800_000);
    expect(every("30m")).toBe(1_800_000);
    expect(every("12h")).toBe(43_200_000);
    expect(every("2d")).toBe(172_800_000);
    expect(readEnv({ BACKUP_DIR: " /srv/backups ", BACKUP_KEEP: "3" })).toMatchObject({ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: 3 });
  });
  it("refuses backup settings that make no sense, naming the variable", () => {
    expect(() => readEnv({ BACKUP_EVERY: "daily" })).toThrow(/^Environment variable BACKUP_EVERY must be 0 \(off\), a number of hours/);
    expect(() => readEnv({ BACKUP_EVERY: "10s" })).toThrow(/^Environment variable BACKUP_EVERY must be 0 \(off\)/);
    expect(() => readEnv({ BACKUP_EVERY: "0.5m" })).toThrow("Environment variable BACKUP_EVERY must be at least 1 minute (or 0 for off).");
    expect(() => readEnv({ BACKUP_KEEP: "0" })).toThrow("Environment variable BACKUP_KEEP must be at least 1.");
  });
});
