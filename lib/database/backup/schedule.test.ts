import { describe, expect, it } from "vitest";
import { nextBackupDelay } from "./schedule";
import { formatBytes, formatDuration } from "./log-format";

const HOUR = 3_600_000;
const now = new Date("2026-11-23T12:00:00Z");

describe("nextBackupDelay", () => {
  it("backs up soon after start-up when there is no backup yet", () => {
    expect(nextBackupDelay({ newest: null, everyMs: 24 * HOUR, now, settleMs: 60_000 })).toBe(60_000);
  });
  it("waits until the newest backup is an interval old", () => {
    const newest = new Date(now.getTime() - 20 * HOUR);
    expect(nextBackupDelay({ newest, everyMs: 24 * HOUR, now, settleMs: 60_000 })).toBe(4 * HOUR);
  });
  it("never goes sooner than the settle time, however old the newest backup", () => {
    const newest = new Date(now.getTime() - 72 * HOUR);
    expect(nextBackupDelay({ newest, everyMs: 24 * HOUR, now, settleMs: 60_000 })).toBe(60_000);
    expect(nextBackupDelay({ newest, everyMs: 24 * HOUR, now, settleMs: 0 })).toBe(0);
  });
});

describe("log formatting", () => {
  it("writes sizes in binary units", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(64 * 1024)).toBe("64 kB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
  it("writes durations people read", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(4_240)).toBe("4.2 s");
    expect(formatDuration(30 * 60_000)).toBe("30 min");
    expect(formatDuration(6 * HOUR)).toBe("6 h");
    expect(formatDuration(24 * HOUR)).toBe("1 d");
    expect(formatDuration(36 * HOUR)).toBe("1 d 12 h");
  });
});
