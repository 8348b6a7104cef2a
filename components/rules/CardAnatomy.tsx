// The card anatomy appendix: a real catalogue card per type, drawn by the
// catalogue's CardFace, beside its numbered parts. The reference page shows
// each type's heading and introduction and fetches the faces and parts when
// they come into view (LazyAnatomyParts); /rules/card-anatomy shows them whole.
import { CardFace } from "@/components/card/CardFace";
import type { HeadingLevel } from "@/components/card/CardSubheading";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import type { AnatomyWithCard } from "@/lib/glossary/queries";
import { rulesHref } from "@/lib/glossary/anchors";
import type { AnatomySeed } from "@/lib/glossary/seed-schema";
import type { CardAnatomy as AnatomyRow } from "@/lib/generated/prisma/client";
import { Heading } from "./Heading";
import { LazyAnatomyParts } from "./LazyAnatomyParts";
import { RulesMarkup } from "./RulesMarkup";

export const anatomyAnchor = (type: string) =>
  `Anatomy_${CARD_TYPE_LABELS[type as keyof typeof CARD_TYPE_LABELS] ?? type}`;
const ANATOMY_PAGE = "/rules/card-anatomy";

function AnatomySection({ item, level, children }: { item: AnatomyRow; level: number; children: React.ReactNode }) {
  const anchor = anatomyAnchor(item.cardType);
  return (
    <section id={anchor} className="anatomy" aria-labelledby={`${anchor}-title`}>
      <Heading level={level} id={`${anchor}-title`}>
        {CARD_TYPE_LABELS[item.cardType]}
      </Heading>
      <RulesMarkup body={item.intro} />
      {children}
    </section>
  );
}

/** A type's card face and its numbered parts; `level` is the face's heading level. */
function AnatomyParts({
  item,
  titles,
  level,
}: {
  item: AnatomyWithCard;
  titles: ReadonlyMap<string, string>;
  level: number;
}) {
  return (
    <div className="anatomy-layout" data-anatomy-parts={item.cardType}>
      <div className="anatomy-face">
        <CardFace card={item.card} level={Math.min(level, 6) as HeadingLevel} />
        <p className="muted">
          <a href={`/cards/${item.card.slug}`}>{item.card.name} in the catalogue</a>
        </p>
      </div>
      <ol className="callouts" aria-label={`Parts of a ${CARD_TYPE_LABELS[item.cardType].toLowerCase()} card`}>
        {(item.callouts as AnatomySeed["callouts"]).map((callout) => (
          <li key={callout.part}>
            <strong>{callout.part}.</strong> <RulesMarkup body={callout.body} />
            {callout.see ? (
              <p className="see">
                See <a href={rulesHref(callout.see)}>{titles.get(callout.see) ?? callout.see}</a>.
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The whole appendix, faces and parts included (its own page). */
export function CardAnatomy({
  items,
  titles,
  level,
}: {
  items: AnatomyWithCard[];
  titles: ReadonlyMap<string, string>;
  level: number;
}) {
  return items.map((item) => (
    <AnatomySection key={item.cardType} item={item} level={level}>
      <AnatomyParts item={item} titles={titles} level={level + 1} />
    </AnatomySection>
  ));
}

/**
 * The appendix on the reference page: every type's anchor, heading and
 * introduction at once; its face and parts (most of the appendix's weight)
 * fetched from the appendix's own page when the reader gets near them.
 */
export function CardAnatomyOutline({ items, level }: { items: AnatomyRow[]; level: number }) {
  return items.map((item) => (
    <AnatomySection key={item.cardType} item={item} level={level}>
      <LazyAnatomyParts cardType={item.cardType} source={ANATOMY_PAGE} headingShift={level - 2}>
        <p className="muted">
          <a href={`${ANATOMY_PAGE}#${anatomyAnchor(item.cardType)}`}>
            The {CARD_TYPE_LABELS[item.cardType].toLowerCase()} card and its parts
          </a>
        </p>
      </LazyAnatomyParts>
    </AnatomySection>
  ));
}
