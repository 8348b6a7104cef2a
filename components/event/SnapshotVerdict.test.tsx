import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SnapshotView } from "@/lib/events/snapshot-view";
import { SnapshotVerdict } from "./SnapshotVerdict";

// A registered list's verdict line names when it was submitted as every page draws an instant.
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
});
