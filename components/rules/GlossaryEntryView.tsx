// One glossary entry: its anchor, title (with its icon), body, stages and
// related entries. Used on /rules (in place, addressable by #anchor) and on
// the entry's own page.
import type { GlossaryEntry } from "@/lib/generated/prisma/client";
import { entryHref, rulesHref } from "@/lib/glossary/anchors";
import { exactNames } from "@/lib/glossary/exact-term";
import { ICON_LABELS, isIconName } from "@/lib/cards/card-text";
import { GameIcon } from "@/components/ui/GameIcon";
import { Heading } from "./Heading";
import { RulesMarkup, type HrefFor } from "./RulesMarkup";
import { StageList } from "./StageList";

export const KIND_LABELS: Record<GlossaryEntry["kind"], string> = {
  RULE: "Rule",
  TERM: "Term",
  KEYWORD: "Keyword",
  PHASE: "Phase",
  CARD_TYPE: "Card type",
  TOKEN: "Token",
};

export function GlossaryEntryView({
  entry,
  level,
  titles,
  hrefFor = rulesHref,
  addressable = true,
  children,
}: {
  entry: GlossaryEntry;
  level: number;
  /** Titles of related anchors, for their links. */
  titles: ReadonlyMap<string, string>;
  hrefFor?: HrefFor;
  /** In place on /rules: carries the anchor id and a permalink to its own page. */
  addressable?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article
      id={addressable ? entry.anchor : undefined}
      className={`glossary-entry kind-${entry.kind.toLowerCase()}`}
      data-glossary-item=""
      data-terms={entry.terms.length ? entry.terms.join(" ").toLowerCase() : undefined}
      data-exact={exactNames(entry)}
      aria-labelledby={`${entry.anchor}-title`}
    >
      <header className="glossary-head">
        <Heading level={level} id={`${entry.anchor}-title`} className="glossary-title">
          {/* The icon repeats the title: shown, not read out. */}
          {entry.icon && isIconName(entry.icon) ? (
            <span aria-hidden="true">
              <GameIcon name={entry.icon} label={ICON_LABELS[entry.icon]} />
            </span>
          ) : null}
          {entry.title}
        </Heading>
        {addressable ? (
          <a className="permalink" href={entryHref(entry.anchor)} aria-label={`${entry.title} on its own page`}>
            ¶
          </a>
        ) : null}
      </header>
      <p className="entry-kind">{KIND_LABELS[entry.kind]}</p>
      <RulesMarkup body={entry.body} hrefFor={hrefFor} />
      {entry.stages.length ? <StageList stages={entry.stages} phase={entry.title} hrefFor={hrefFor} /> : null}
      {entry.related.length ? (
        <p className="related">
          See also:{" "}
          {entry.related.map((anchor, i) => (
            <span key={anchor}>
              {i ? ", " : ""}
              <a href={hrefFor(anchor)}>{titles.get(anchor) ?? anchor}</a>
            </span>
          ))}
        </p>
      ) : null}
      {children}
    </article>
  );
}
