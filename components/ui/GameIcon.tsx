// The game's icons as inline SVG. Each has an accessible name (role="img" +
// aria-label + <title>) so screen readers and tests read "Action", "credits"...
// The shapes are drawn once per page (GameIconSprite, in the root layout) and
// each icon points at its shape, which keeps long pages such as /rules small.
import type { IconName } from "@/lib/cards/card-text";
import { CAPABILITY_MARKS, SKILL_MARKS, type Capability, type Skill } from "@/lib/cards/vocabulary";

// The shape's symbol carries the viewBox and the stylesheet the colour (.game-icon): a page of card tiles draws
// hundreds of icons, and each attribute repeated on each one was bytes every visitor downloaded.
export function GameIcon({ name, label, className }: { name: IconName; label: string; className?: string }) {
  return (
    <svg role="img" aria-label={label} className={className ? `game-icon ${className}` : "game-icon"}>
      <title>{label}</title>
      <use href={`#game-icon-${name}`} />
    </svg>
  );
}

/** A skill (round) or capability (square) token with its short mark. */
export function TokenBadge({ kind, id, label }: { kind: "skill" | "capability"; id: string; label: string }) {
  const mark =
    kind === "skill"
      ? (SKILL_MARKS[id as Skill] ?? id.slice(0, 2))
      : (CAPABILITY_MARKS[id as Capability] ?? id.slice(0, 2).toUpperCase());
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} className={`game-icon token-${kind} token-${id}`}>
      <title>{label}</title>
      {kind === "skill" ? (
        <circle cx="12" cy="12" r="11" className="token-bg" />
      ) : (
        <rect x="1" y="1" width="22" height="22" rx="4" className="token-bg" />
      )}
      <text x="12" y="12" dy="0.35em" textAnchor="middle" fontSize={9} fontWeight="700" className="token-fg">
        {mark}
      </text>
    </svg>
  );
}
