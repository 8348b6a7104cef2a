// A locked list's verdict, hash and submission: what the player and the
// organizer both see.
import type { SnapshotView } from "@/lib/events/snapshot-view";
import { ProblemList } from "@/components/deck/VerdictPanel";
import { Instant } from "@/components/ui/Instant";
import { formatIsoDate } from "@/lib/rules/dates";

export function SnapshotVerdict({ snapshot, formatName }: { snapshot: SnapshotView; formatName: string }) {
  const errors = snapshot.verdict.violations.filter((v) => v.severity === "error");
  return (
    <div className="snapshot-verdict">
      <p>
        <span className={`legality-badge ${snapshot.legal ? "is-legal" : "is-illegal"}`} data-testid="snapshot-verdict">
          {snapshot.legal ? "Legal" : "Not legal"} in {formatName}
        </span>{" "}
        <span className="muted">
          (revision of {formatIsoDate(snapshot.revision)}; submission {snapshot.number},{" "}
          <Instant at={snapshot.createdAt} />)
        </span>
      </p>
      <p>
        Deck: <strong data-testid="snapshot-deck">{snapshot.deckName}</strong>
        {snapshot.deckVersion !== null ? <span className="muted"> (version {snapshot.deckVersion})</span> : null}
      </p>
      <p className="hash-line">
        Hash (SHA-256):{" "}
        <code className="hash" data-testid="snapshot-hash">
          {snapshot.hash}
        </code>
      </p>
      {errors.length > 0 ? (
        <ProblemList violations={errors} cards={snapshot.cards} label="Why the list is not legal" />
      ) : null}
    </div>
  );
}
