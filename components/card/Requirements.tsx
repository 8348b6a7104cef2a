// An adventure face's requirements and subplots, with token icons.
import type { ComplicationFace, Requirement, Subplot } from "@/lib/cards/seed-schema";
import { CAPABILITY_LABELS, CARD_TYPE_LABELS, SKILL_LABELS } from "@/lib/cards/vocabulary";
import type { CardGlossary } from "@/lib/glossary/term-links";
import { GameIcon, TokenBadge } from "@/components/ui/GameIcon";
import { CardSubheading, type HeadingLevel } from "./CardSubheading";
import { CardText } from "./CardText";

function RequirementItem({ requirement: r }: { requirement: Requirement }) {
  switch (r.kind) {
    case "skill":
      return (
        <li>
          {r.count}× <TokenBadge kind="skill" id={r.skill} label={`${SKILL_LABELS[r.skill]} skill`} />{" "}
          {SKILL_LABELS[r.skill]}
          {r.level === "expert" ? " (expert)" : ""}
        </li>
      );
    case "capability":
      return (
        <li>
          {r.count}×{" "}
          <TokenBadge kind="capability" id={r.capability} label={`${CAPABILITY_LABELS[r.capability]} capability`} />{" "}
          {CAPABILITY_LABELS[r.capability]}
        </li>
      );
    case "expense":
      return (
        <li>
          Expense: {r.credits}
          <GameIcon name="credit" label="credits" />
        </li>
      );
    case "jettison":
      return (
        <li>
          Jettison {r.count} {CARD_TYPE_LABELS[r.cardType].toLowerCase()}
        </li>
      );
    case "control":
      return (
        <li>
          Control {r.count}{" "}
          {[r.trait, r.subtype, r.cardType ? CARD_TYPE_LABELS[r.cardType].toLowerCase() : "card"]
            .filter(Boolean)
            .join(" ")}
        </li>
      );
  }
}

export function RequirementList({ requirements, label }: { requirements: Requirement[]; label: string }) {
  return (
    <ul className="requirements" aria-label={label}>
      {requirements.map((r, i) => (
        <RequirementItem key={i} requirement={r} />
      ))}
    </ul>
  );
}

export function SubplotList({
  subplots,
  glossary,
  level,
}: {
  subplots: Subplot[];
  glossary?: CardGlossary;
  level: HeadingLevel;
}) {
  if (!subplots.length) return null;
  return (
    <div className="subplots">
      <CardSubheading level={level}>Subplot{subplots.length > 1 ? "s" : ""}</CardSubheading>
      {subplots.map((s, i) => (
        <div key={i} className="subplot">
          <RequirementList requirements={s.requirements} label="Subplot requirements" />
          <p>
            <CardText text={s.reward} glossary={glossary} />
          </p>
        </div>
      ))}
    </div>
  );
}

export function ComplicationBody({
  face,
  glossary,
  level,
}: {
  face: ComplicationFace;
  glossary?: CardGlossary;
  level: HeadingLevel;
}) {
  return (
    <>
      <CardSubheading level={level}>Requirements</CardSubheading>
      <RequirementList requirements={face.requirements} label="Complication requirements" />
      <SubplotList subplots={face.subplots} glossary={glossary} level={level} />
      {face.text ? (
        <p className="card-text-box">
          <CardText text={face.text} glossary={glossary} />
        </p>
      ) : null}
    </>
  );
}
