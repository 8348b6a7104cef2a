// Dates on the account page, in UTC and said so: the server renders them and does not know the reader's zone.
const FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatWhen(date: Date): string {
  return `${FORMAT.format(date)} UTC`;
}
