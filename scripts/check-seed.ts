// `npm run seed:check`: validates the seed data (catalogue, formats, rules
// reference) without a database and prints a summary.
import { isSeedError, readSeed } from "../seed/read-seed";

try {
  const { catalogue, formats, rules } = readSeed();
  const byType = new Map<string, number>();
  for (const c of catalogue.cards) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
  console.log(`seed ok: ${catalogue.cards.length} cards in ${catalogue.sets.length} sets`);
  for (const [type, n] of byType) console.log(`  ${type}: ${n}`);
  console.log(
    `formats ok: ${formats.map((f) => `${f.id} (${f.revisions.length} revision${f.revisions.length === 1 ? "" : "s"})`).join(", ")}`,
  );
  console.log(`rules reference ok: ${rules.entries.length} glossary entries`);
} catch (error) {
  if (!isSeedError(error)) throw error;
  console.error(`seed error: ${error.message}`);
  process.exit(1);
}
