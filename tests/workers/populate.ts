// A child process that fills a database the way players do, through the
// app's own code: the seed catalogue, formats and rules reference by their
// loaders, users, decks saved into several versions, a public deck forked and
// the fork saved. Exits non-zero when the schema in front of it does not fit
// the app's code (an older migration), which the migration test then handles.
//   DATABASE_URL=… node --conditions=react-server --import tsx tests/workers/populate.ts
import { createPrismaClient } from "../../lib/database/prisma-client";
import { createDeck } from "../../lib/decks/create-deck";
import { forkDeck } from "../../lib/decks/fork-deck";
import { saveDeck } from "../../lib/decks/save-deck";
import { loadCatalogue } from "../../seed/load-catalogue";
import { loadFormats } from "../../seed/load-formats";
import { loadRules } from "../../seed/rules/load-rules";
import { readSeed } from "../../seed/read-seed";
import { createUser } from "../factories";
import { deckVersion } from "./deck-versions";

const prisma = createPrismaClient(process.env.DATABASE_URL!, { max: 2 });
try {
  const { catalogue, formats, rules } = readSeed();
  await loadCatalogue({ prisma, catalogue });
  await loadFormats({ prisma, formats });
  await loadRules({ prisma, rules });

  const [ada, bo] = [await createUser(prisma, "Ada"), await createUser(prisma, "Bo")];
  for (const [index, owner] of [ada, ada, bo].entries()) {
    const deck = await createDeck({
      userId: owner.id,
      name: `Deck ${index} v1`,
      formatId: "standard",
      description: "**Fast**",
    });
    let version = deck.version;
    for (const next of [2, 3].map((v) => deckVersion(index, v))) {
      ({ version } = await saveDeck({ deckId: deck.id, userId: owner.id, version, visibility: "PUBLIC", ...next }));
    }
    const fork = await forkDeck({ deckId: deck.id, userId: owner.id === ada.id ? bo.id : ada.id });
    await saveDeck({
      deckId: fork.id,
      userId: owner.id === ada.id ? bo.id : ada.id,
      version: 1,
      ...deckVersion(index + 10, 2),
    });
  }
} finally {
  await prisma.$disconnect();
}
process.exit(0);
