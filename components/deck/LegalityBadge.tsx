// The cached verdict of a deck for its format, as a small badge.
export function LegalityBadge({ legal, formatName }: { legal: boolean; formatName: string }) {
  return (
    <span className={`legality-badge ${legal ? "is-legal" : "is-illegal"}`}>
      {legal ? "Legal" : "Not legal"} in {formatName}
    </span>
  );
}
