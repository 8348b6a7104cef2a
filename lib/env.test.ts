import { describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { readEnv } from "./env";

const DEFAULTS = {
  PORT: 3000,
  WEB_CONCURRENCY: availableParallelism(),
  TRUSTED_PROXIES: [],
  SIGN_INS_PER_ADDRESS: 20,
  SIGN_UPS_PER_ADDRESS: 10,
  BACKUP_KEEP: 7,
  BACKUP_EVERY: 86_400_000,
  IMAGES_DIR: ".data/images",
  S3_REGION: "auto",
};

describe("readEnv", () => {
  it("needs nothing: port 3000, the embedded database, one worker per core, no trusted proxy, 20 sign-ins and 10 sign-ups per address, a daily backup keeping 7", () => {
    expect(readEnv({})).toEqual(DEFAULTS);
  });
  it("accepts a PostgreSQL URL, a port and a Meilisearch host", () => {
    expect(
      readEnv({ DATABASE_URL: "postgresql://u:p@db:5432/x", PORT: "8080", MEILISEARCH_HOST: "http://127.0.0.1:7700" }),
    ).toMatchObject({
      DATABASE_URL: "postgresql://u:p@db:5432/x",
      PORT: 8080,
      MEILISEARCH_HOST: "http://127.0.0.1:7700",
    });
  });
  it("treats empty variables as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "", TRUSTED_PROXIES: "" })).toEqual(DEFAULTS);
  });
  it("names the variable and the reason when one is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/^Environment variable PORT /);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      "Environment variable DATABASE_URL must be a postgresql:// connection URL.",
    );
  });
  it("runs one worker per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(readEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(() => readEnv({ WEB_CONCURRENCY: "0" })).toThrow(/^Environment variable WEB_CONCURRENCY /);
    expect(() => readEnv({ WEB_CONCURRENCY: "many" })).toThrow(/^Environment variable WEB_CONCURRENCY /);
  });
  it("reads TRUSTED_PROXIES as addresses and CIDR ranges, and names an entry that is neither", () => {
    expect(readEnv({ TRUSTED_PROXIES: "10.0.0.0/8, ::1" }).TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => readEnv({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.local" })).toThrow(
      "Environment variable TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas ('proxy.local' is neither).",
    );
  });
  it("reads backup intervals in hours or as durations, 0 for off", () => {
    const every = (value: string) => readEnv({ BACKUP_EVERY: value }).BACKUP_EVERY;
    expect(every("0")).toBe(0);
    expect(every("24")).toBe(86_400_000);
    expect(every("0.5")).toBe(1_800_000);
    expect(every("30m")).toBe(1_800_000);
    expect(every("12h")).toBe(43_200_000);
    expect(every("2d")).toBe(172_800_000);
    expect(readEnv({ BACKUP_DIR: " /srv/backups ", BACKUP_KEEP: "3" })).toMatchObject({
      BACKUP_DIR: "/srv/backups",
      BACKUP_KEEP: 3,
    });
  });
  it("refuses backup settings that make no sense, naming the variable", () => {
    expect(() => readEnv({ BACKUP_EVERY: "daily" })).toThrow(
      /^Environment variable BACKUP_EVERY must be 0 \(off\), a number of hours/,
    );
    expect(() => readEnv({ BACKUP_EVERY: "10s" })).toThrow(/^Environment variable BACKUP_EVERY must be 0 \(off\)/);
    expect(() => readEnv({ BACKUP_EVERY: "0.5m" })).toThrow(
      "Environment variable BACKUP_EVERY must be at least 1 minute (or 0 for off).",
    );
    expect(() => readEnv({ BACKUP_KEEP: "0" })).toThrow("Environment variable BACKUP_KEEP must be at least 1.");
  });

  it("keeps card images in a bucket only with its name and credentials", () => {
    const s3 = { S3_ENDPOINT: "http://minio.internal:9000", S3_BUCKET: "cards", S3_ACCESS_KEY_ID: "id" };
    expect(() => readEnv(s3)).toThrow("Environment variable S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT.");
    expect(readEnv({ ...s3, S3_SECRET_ACCESS_KEY: "secret" })).toMatchObject({ ...s3, S3_REGION: "auto" });
    expect(readEnv({ IMAGES_DIR: "/srv/images" }).IMAGES_DIR).toBe("/srv/images");
  });
});
