// The preview as the form shows it: plain data that crosses to the browser.
import "server-only";
import type { ImportPreviewView } from "@/components/deck/ImportForm";
import { deckTargets } from "@/lib/decks/decklist-targets";
import type { ImportPreview } from "@/lib/decks/import-preview";

export function toPreviewView(preview: ImportPreview): ImportPreviewView {
  const involved = new Set(preview.verdict.violations.flatMap((v) => v.cards));
  const matched = [...preview.sections.ship, ...preview.sections.captain, ...preview.sections.adventure];
  return {
    formatName: preview.format.name,
    targets: deckTargets(preview.format),
    verdict: preview.verdict,
    cards: matched.filter((m) => involved.has(m.slug)).map((m) => ({ slug: m.slug, name: m.name })),
    sections: preview.sections,
    unknown: preview.unknown,
    problems: preview.problems,
  };
}
