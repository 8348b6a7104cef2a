// A child process that saves decks through the app's own write path
// (lib/decks/save-deck.ts, as the server action does) until it is killed,
// all decks at once. Prints `saved <deck> <version>` after each commit and
// `failed <deck> <reason>` when a save is refused or times out (then retries).
//   DATABASE_URL=… node --conditions=react-server --import tsx tests/workers/save-decks.ts '<json>'
// where json is { userId, decks: [{ id, version }] }.
import { saveDeck } from "../../lib/decks/save-deck";
import { AppError } from "../../lib/http/errors";
import { deckVersion } from "./deck-versions";

const { userId, decks } = JSON.parse(process.argv[2]!) as { userId: string; decks: { id: string; version: number }[] };

await Promise.all(
  decks.map(async (deck, index) => {
    for (let version = deck.version; ;) {
      const next = deckVersion(index, version + 1);
      try {
        ({ version } = await saveDeck({ deckId: deck.id, userId, version, name: next.name, cards: next.cards }));
        process.stdout.write(`saved ${index} ${version}\n`);
      } catch (error) {
        // A save whose outcome the app did not hear may have committed: the conflict says so.
        if (error instanceof AppError && error.code === "CONFLICT") version = error.details!.currentVersion as number;
        process.stdout.write(`failed ${index} ${(error as { code?: string }).code ?? (error as Error).name}\n`);
      }
    }
  }),
);
