// The browser's offline check gives the /check form the very answer the
// server gives: verdict, reasons, rule links, matched and unknown cards, the
// revision in force on the chosen day, and the same field errors. Only the
// names suggested for an unknown one may differ: the server asks card search's
// name matcher, the browser ranks every name of the bundle by spelling.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { decklistText, legalDeck } from "../../tests/factories";
import { checkDecklistAction } from "../../app/check/actions";
import { answerCheckForm } from "../decklists/check-form";
import type { CheckState } from "../decklists/forms";
import { buildOfflineBundle } from "./bundle";
import type { OfflineBundle } from "./bundle-types";
import { checkDecklistOffline } from "./check-offline";

useTestDatabase();

let bundle: OfflineBundle;
beforeAll(async () => {
  bundle = await buildOfflineBundle();
});

const initial: CheckState = { decklist: "", format: "standard", date: "", submission: 0 };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const deck = legalDeck();
const byType = (type: string) => deck.entries.find((e) => e.card.type === type)!.card;
const ship = byType("SHIP");
const crew = byType("CREW");
const adventure = byType("ADVENTURE");

const SAMPLES: [string, Record<string, string>][] = [
  ["a legal 81-card list", { decklist: decklistText(deck), format: "standard" }],
  ["the same list as a chat types it", { decklist: decklistText(deck).replace(/'/g, "\u2019"), format: "standard" }],
  [
    "a short list with a doubled crew and a misplaced adventure card",
    {
      decklist: `Ship:\n1x ${ship.name}\nCaptain's deck\n2x ${crew.name}\n1x ${adventure.name}\nConsidering\n1x ${crew.name}`,
      format: "standard",
    },
  ],
  [
    "a list checked on a day before the latest revision",
    { decklist: decklistText(deck), format: "standard", date: "2026-04-01" },
  ],
  ["a list checked under another format", { decklist: decklistText(deck), format: "core-only", date: "2026-12-01" }],
  ["a day before the format's first revision", { decklist: `1x ${ship.name}`, format: "standard", date: "2020-01-01" }],
  ["an unknown format", { decklist: `1x ${ship.name}`, format: "wild" }],
  ["an empty list", { decklist: "  ", format: "standard" }],
];

describe("checkDecklistOffline", () => {
  it.each(SAMPLES)("answers %s as the server does", async (_name, fields) => {
    const online = await checkDecklistAction(initial, form(fields));
    const offline = await answerCheckForm(initial, form(fields), (input) => checkDecklistOffline({ bundle, input }));
    expect(offline).toEqual(online);
  });

  it("answers misspelt and unknown names with the same verdict, offering the server's best guess first", async () => {
    const fields = { decklist: `1x ${ship.name.slice(1)}\n3x Qwzzy Plonk\n2x`, format: "standard" };
    const online = (await checkDecklistAction(initial, form(fields))).result!;
    const offline = (await answerCheckForm(initial, form(fields), (input) => checkDecklistOffline({ bundle, input })))
      .result!;
    const withoutSuggestions = (report: typeof online) => ({
      ...report,
      verdict: {
        ...report.verdict,
        violations: report.verdict.violations.map(({ message, suggestions: _, ...v }) => ({
          ...v,
          message: message.replace(/ Did you mean .*$/, ""),
        })),
      },
      unknown: report.unknown.map((u) => ({ ...u, suggestions: u.suggestions.slice(0, 1) })),
      // The cards named for links: the verdict's own and each unknown name's best guess.
      cards: report.cards.filter(
        (c) =>
          report.verdict.violations.some((v) => v.cards.includes(c.slug)) ||
          report.unknown.some((u) => u.suggestions[0]?.slug === c.slug),
      ),
    });
    expect(online.verdict.legal).toBe(false);
    expect(online.unknown.map((u) => u.name)).toEqual([ship.name.slice(1), "Qwzzy Plonk"]);
    expect(online.unknown[0]!.suggestions[0]!.slug).toBe(ship.slug);
    expect(withoutSuggestions(offline)).toEqual(withoutSuggestions(online));
  });

  it("judges the samples differently, so the comparison means something", async () => {
    const answers = await Promise.all(
      SAMPLES.map(([, fields]) =>
        answerCheckForm(initial, form(fields), (input) => checkDecklistOffline({ bundle, input })),
      ),
    );
    expect(answers[0]!.result!.verdict.legal).toBe(true);
    expect(answers[2]!.result!.verdict.legal).toBe(false);
    expect(answers[2]!.result!.verdict.violations.map((v) => v.glossary)).not.toContain("");
    expect(answers[3]!.result!.formatRevision).toBe("2026-03-14");
    expect(answers[5]!.errors?.date).toMatch(/no revision in force/);
    expect(answers[6]!.errors?.format).toMatch(/^Unknown format 'wild'/);
    expect(answers[7]!.errors?.decklist).toMatch(/empty/);
  });
});
