// Validates the seed catalogue without a database and prints a summary.
import { readCatalogue, SeedError } from "../seed/read-catalogue";

try {
  const { sets, cards } = readCatalogue();
  const byType = new Map<string, number>();
  for (const c of cards) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
  console.log(`seed ok: ${cards.length} cards in ${sets.length} sets`);
  for (const [type, n] of byType) console.log(`  ${type}: ${n}`);
} catch (error) {
  if (error instanceof SeedError) {
    console.error(`seed error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
