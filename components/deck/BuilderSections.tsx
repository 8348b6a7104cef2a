"use client";
// The deck being built, grouped by type (or by cost or subtype, as the player
// chooses; the choice is remembered), one compact line per card: a small
// stepper, the name (preview on hover, focus or tap), cost and subtype marks,
// a marker when a problem in the legality panel concerns it, and "Consider"
// to set it aside. Owned counts show only when the player asks for them.
// Removing a line's last copy moves focus to the next line.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { CardName } from "@/components/card/CardPreview";
import { OwnedCount } from "@/components/collection/OwnedCount";
import { useOwnedCounts } from "@/components/collection/use-owned-counts";
import { ownedVsNeeded, type OwnedVsNeeded } from "@/lib/collections/owned-vs-needed";
import type { CopyLimit } from "@/lib/rules/copy-limit";
import type { DeckTargets } from "@/lib/rules/deck-targets";
import { CAPTAIN_GROUPINGS, groupCaptain, groupDeck, type CaptainGrouping } from "./deck-groups";
import { ProblemMarker, type LineProblem } from "./ProblemMarker";
import { QuantityControl } from "./QuantityControl";
import type { BuilderLine } from "./use-deck-lines";

interface Props {
  lines: BuilderLine[];
  targets: DeckTargets;
  highlighted: ReadonlySet<string>;
  /** The first problem in the legality panel that concerns each card, by slug. */
  problems: ReadonlyMap<string, LineProblem>;
  onOpenProblem: (index: number) => void;
  limitOf: (card: BuilderLine["card"]) => CopyLimit;
  onQuantity: (card: BuilderLine["card"], quantity: number) => void;
  /** Moves a line, all its copies, to the sideboard ("considering"). */
  onSetAside: (line: BuilderLine) => void;
}

type LinesProps = Omit<Props, "targets" | "lines"> & {
  lines: BuilderLine[];
  owned: ReadonlyMap<string, OwnedVsNeeded> | null;
};

function Lines({ lines, highlighted, problems, onOpenProblem, limitOf, onQuantity, onSetAside, owned }: LinesProps) {
  if (lines.length === 0) return <p className="muted">None yet.</p>;
  return (
    <ul className="deck-lines">
      {lines.map((l) => {
        const problem = problems.get(l.card.slug);
        const line = owned?.get(l.card.slug);
        return (
          <li
            key={l.card.slug}
            className={highlighted.has(l.card.slug) ? "deck-line highlighted" : "deck-line"}
            data-slug={l.card.slug}
          >
            <QuantityControl card={l.card} quantity={l.quantity} limit={limitOf(l.card)} onChange={onQuantity} />
            <CardName slug={l.card.slug} name={l.card.name} as="button" className="deck-line-name" />
            <span className="line-marks">
              {l.card.subtypes.length ? <span className="line-subtypes">{l.card.subtypes.join(", ")}</span> : null}
              {l.card.cost !== null ? (
                <span className="line-cost" title={`Cost ${l.card.cost}`}>
                  <span className="visually-hidden">cost </span>
                  {l.card.cost}
                </span>
              ) : null}
            </span>
            {problem ? <ProblemMarker problem={problem} name={l.card.name} onOpen={onOpenProblem} /> : null}
            {line ? <OwnedCount line={line} /> : null}
            <button
              type="button"
              className="set-aside"
              title="Move to Considering"
              aria-label={`Consider ${l.card.name}: move it out of the deck`}
              onClick={() => onSetAside(l)}
            >
              Consider
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const GROUPING_KEY = "starport:builder-grouping";
const GROUPING_LABELS: Record<CaptainGrouping, string> = { type: "Type", cost: "Cost", subtype: "Subtype" };

/** Components showing the grouping, told when the player changes it here or in another tab. */
const groupingListeners = new Set<() => void>();
function subscribeToGrouping(onChange: () => void) {
  groupingListeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    groupingListeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}
const keptGrouping = (): CaptainGrouping =>
  CAPTAIN_GROUPINGS.find((g) => g === localStorage.getItem(GROUPING_KEY)) ?? "type";

/** The player's grouping, kept in this browser; the server's markup (and the first paint) groups by type. */
function useGrouping(): [CaptainGrouping, (by: CaptainGrouping) => void] {
  const by = useSyncExternalStore(subscribeToGrouping, keptGrouping, (): CaptainGrouping => "type");
  return [
    by,
    (next) => {
      localStorage.setItem(GROUPING_KEY, next);
      groupingListeners.forEach((listener) => listener());
    },
  ];
}

export function BuilderSections({ lines, targets, onQuantity, onSetAside, ...rest }: Props) {
  const groups = groupDeck(lines);
  const [grouping, setGrouping] = useGrouping();
  const captainGroups = groupCaptain(lines, grouping);
  const slugs = useMemo(() => lines.map((l) => l.card.slug), [lines]);
  const [showOwned, setShowOwned] = useState(false);
  const counts = useOwnedCounts(slugs, { enabled: showOwned });
  const owned = useMemo(() => {
    if (!showOwned || !counts.available) return null;
    const known = lines
      .filter((l) => l.card.slug in counts.owned)
      .map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    return new Map(ownedVsNeeded(known, counts.owned).map((o) => [o.slug, o]));
  }, [showOwned, lines, counts.available, counts.owned]);
  const collectionEmpty = showOwned && counts.complete && Object.values(counts.owned).every((n) => n === 0);

  // The order lines are shown in, so focus can move to the next one when a line goes.
  const order = [...captainGroups.flatMap((g) => g.lines), ...groups.adventure].map((l) => l.card.slug);
  const focusNext = useRef<string | null>(null);
  const leaving = (slug: string) => {
    const at = order.indexOf(slug);
    focusNext.current = order[at + 1] ?? order[at - 1] ?? null;
  };
  useEffect(() => {
    if (!focusNext.current) return;
    document
      .querySelector<HTMLButtonElement>(
        `.deck-sections li[data-slug="${CSS.escape(focusNext.current)}"] .deck-line-name`,
      )
      ?.focus();
    focusNext.current = null;
  }, [lines]);

  const common = {
    ...rest,
    owned,
    onQuantity: (card: BuilderLine["card"], quantity: number) => {
      if (quantity <= 0) leaving(card.slug);
      onQuantity(card, quantity);
    },
    onSetAside: (line: BuilderLine) => {
      leaving(line.card.slug);
      onSetAside(line);
    },
  };
  return (
    <div className="deck-sections builder-sections">
      <label className="show-owned">
        <input type="checkbox" checked={showOwned} onChange={(e) => setShowOwned(e.target.checked)} /> Show my
        collection
        {!counts.available && showOwned ? <span className="muted"> (sign in to see it)</span> : null}
        {collectionEmpty ? <span className="muted"> (you own none of these yet)</span> : null}
      </label>
      <section aria-labelledby="b-captain">
        <h2 id="b-captain">
          Captain&apos;s deck{" "}
          <span className="deck-count" data-testid="captain-count">
            {groups.counts.captain}
            {targets.captain !== undefined ? ` / ${targets.captain}` : null}
          </span>
        </h2>
        {captainGroups.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <label className="group-by">
            Group by{" "}
            <select value={grouping} onChange={(e) => setGrouping(e.target.value as CaptainGrouping)}>
              {CAPTAIN_GROUPINGS.map((g) => (
                <option key={g} value={g}>
                  {GROUPING_LABELS[g]}
                </option>
              ))}
            </select>
          </label>
        )}
        {captainGroups.map((g) => (
          <div key={g.key}>
            <h3>
              {g.label} <span className="deck-count">{g.count}</span>
            </h3>
            <Lines lines={g.lines} {...common} />
          </div>
        ))}
      </section>
      <section aria-labelledby="b-adventure">
        <h2 id="b-adventure">
          Adventure deck{" "}
          <span className="deck-count" data-testid="adventure-count">
            {groups.counts.adventure}
            {targets.adventure !== undefined ? ` / ${targets.adventure}` : null}
          </span>
        </h2>
        <Lines lines={groups.adventure} {...common} />
      </section>
    </div>
  );
}
