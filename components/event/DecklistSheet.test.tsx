import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RosterEntry } from "@/lib/events/roster";
import { DecklistSheet } from "./DecklistSheet";

// A printed sheet says why a list is not legal as the roster does: one line per rule, on a row of its own.
describe("DecklistSheet", () => {
  const event = { id: "e1", name: "Highport Open", heldOn: "2026-12-19", place: null, formatName: "Standard" };
  const entry: RosterEntry = {
    registrationId: "r1",
    player: "scout-66087",
    registeredAt: new Date("2026-11-29T11:03:00Z"),
    reasons: [
      "Your captain's deck has 42 cards: it needs exactly 60 (18 more).",
      "Crew are unique: 'Teodor Hask' appears 3 times, at most 1. 'Ysolde Marren' appears 3 times, at most 1.",
    ],
    snapshot: {
      id: 1,
      number: 1,
      deckId: null,
      deckName: "Screenshot traders",
      deckVersion: 1,
      cards: [],
      legal: false,
      verdict: { legal: false, violations: [], counts: {} as RosterEntry["snapshot"]["verdict"]["counts"] },
      hash: "9e94",
      createdAt: new Date("2026-11-29T11:03:00Z"),
      revision: "2026-09-05",
    },
  };

  it("lists the reasons one rule a line, in a verdict that spans the sheet", () => {
    const html = renderToStaticMarkup(<DecklistSheet event={event} entry={entry} />);
    expect(html).toContain(
      `<div class="sheet-wide"><dt>Verdict</dt><dd>Not legal<ul class="list-reasons"><li>${entry.reasons[0]!.replace("'", "&#x27;")}</li>`,
    );
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
