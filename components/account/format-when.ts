// Times the server renders (the account page, a deck's history), in UTC and said so: it does not know the
// reader's zone.
const FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatWhen(date: Date): string {
  return `${FORMAT.format(date)} UTC`;
}
