import { describe, expect, it } from "vitest";
import { backupName, backupTime, dataFileName, formatChecksums, parseChecksums } from "./manifest";

describe("backup names", () => {
  it("name a backup by its time in UTC and read the time back", () => {
    const at = new Date("2026-11-23T09:05:07.042Z");
    expect(backupName(at)).toBe("starport-2026-11-23T09-05-07-042Z");
    expect(backupTime(backupName(at))).toEqual(at);
  });
  it("sort by age as plain strings", () => {
    const names = ["2026-11-23T10:00:00.000Z", "2026-02-01T00:00:00.000Z", "2026-11-23T09:59:59.999Z"].map((t) =>
      backupName(new Date(t)),
    );
    expect([...names].sort()).toEqual([names[1], names[2], names[0]]);
  });
  it("do not mistake other folders for backups", () => {
    for (const name of [
      "notes",
      ".partial-starport-2026-11-23T09-05-07-042Z-12",
      "starport-2026-11-23",
      "starport-2026-11-23T09-05-07-042Z.old",
    ]) {
      expect(backupTime(name)).toBeNull();
    }
  });
});

describe("data files and checksums", () => {
  it("name data files by position and a safe form of the table name", () => {
    expect(dataFileName(3, { name: "deck_card" })).toBe("data/003-deck_card.copy.gz");
    expect(dataFileName(12, { name: 'odd "name"' })).toBe("data/012-odd__name_.copy.gz");
  });
  it("write and read SHA256SUMS in sha256sum's format", () => {
    const sums = [
      { file: "manifest.json", sha256: "a".repeat(64) },
      { file: "data/000-card.copy.gz", sha256: "b".repeat(64) },
    ];
    const text = formatChecksums(sums);
    expect(text).toBe(`${"a".repeat(64)}  manifest.json\n${"b".repeat(64)}  data/000-card.copy.gz\n`);
    expect(parseChecksums(text)).toEqual(new Map(sums.map((s) => [s.file, s.sha256])));
    expect(parseChecksums(`${"c".repeat(64)} *binary.gz\n`)).toEqual(new Map([["binary.gz", "c".repeat(64)]]));
  });
  it("reject a file that is not a checksum list", () => {
    expect(parseChecksums("hello world\n")).toBeNull();
    expect(parseChecksums(`${"a".repeat(63)}  short\n`)).toBeNull();
  });
});
