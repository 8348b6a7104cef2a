import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SnapshotView } from "@/lib/events/snapshot-view";
import type { Violation } from "@/lib/rules/types";
import { SnapshotVerdict } from "./SnapshotVerdict";

// A registered list's verdict: when it was submitted, drawn as every page draws an instant, and why it is not legal,
// worded as the builder and /check word it.
describe("SnapshotVerdict", () => {
  const snapshot: SnapshotView = {
    id: 1,
    number: 2,
    deckId: null,
    deckName: "Highport traders",
    deckVersion: null,
    cards: [],
    legal: true,
    verdict: { legal: true, violations: [], counts: {} as SnapshotView["verdict"]["counts"] },
    hash: "ab12",
    createdAt: new Date("2026-12-04T18:05:00Z"),
    revision: "2026-09-01",
  };

  it("draws the submission's instant as one <time> that breaks only between day and time", () => {
    const html = renderToStaticMarkup(<SnapshotVerdict snapshot={snapshot} formatName="Standard" />);
    expect(html).toContain(
      '<time dateTime="2026-12-04T18:05:00.000Z" class="instant"><span>4 December 2026,</span> <span>18:05 UTC</span></time>',
    );
  });

  it("says a rule's shared opening once and links the cards its problems name", () => {
    const unique = (slug: string, name: string): Violation => ({
      rule: "unique-crew",
      severity: "error",
      message: `Crew are unique: '${name}' appears 3 times, at most 1.`,
      cards: [slug],
      glossary: "Unique",
    });
    const violations = [unique("teodor-hask", "Teodor Hask"), unique("ysolde-marren", "Ysolde Marren")];
    const card = (slug: string, name: string) => ({
      section: "captain" as const,
      slug,
      name,
      setCode: "core",
      quantity: 3,
    });
    const html = renderToStaticMarkup(
      <SnapshotVerdict
        snapshot={{
          ...snapshot,
          legal: false,
          verdict: { ...snapshot.verdict, legal: false, violations },
          cards: [card("teodor-hask", "Teodor Hask"), card("ysolde-marren", "Ysolde Marren")],
        }}
        formatName="Standard"
      />,
    );
    expect(html.match(/Crew are unique/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Why the list is not legal"');
    expect(html).toContain('href="/cards/teodor-hask"');
    expect(html).toContain('href="/cards/ysolde-marren"');
  });
});
