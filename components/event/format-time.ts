// Instants as the event pages show them: UTC, to the minute.

/** "4 December 2026, 18:00 UTC". */
export function formatDeadline(instant: Date): string {
  const day = instant.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return `${day}, ${instant.toISOString().slice(11, 16)} UTC`;
}

/** "2026-12-04 18:00 UTC", for tables. */
export function formatInstant(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
