// The card anatomy appendix: a real catalogue card per type, drawn by the
// catalogue's CardFace, beside its numbered parts.
import { CardFace } from "@/components/card/CardFace";
import type { HeadingLevel } from "@/components/card/CardSubheading";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import type { AnatomyWithCard } from "@/lib/glossary/queries";
import { rulesHref } from "@/lib/glossary/anchors";
import type { AnatomySeed } from "@/lib/glossary/seed-schema";
import { Heading } from "./Heading";
import { RulesMarkup } from "./RulesMarkup";

export const anatomyAnchor = (type: string) => `Anatomy_${CARD_TYPE_LABELS[type as keyof typeof CARD_TYPE_LABELS] ?? type}`;

export function CardAnatomy({ items, titles, level }: { items: AnatomyWithCard[]; titles: ReadonlyMap<string, string>; level: number }) {
  return items.map((item) => (
    <section key={item.cardType} id={anatomyAnchor(item.cardType)} className="anatomy" aria-labelledby={`${anatomyAnchor(item.cardType)}-title`}>
      <Heading level={level} id={`${anatomyAnchor(item.cardType)}-title`}>
        {CARD_TYPE_LABELS[item.cardType]}
      </Heading>
      <RulesMarkup body={item.intro} />
      <div className="anatomy-layout">
        <div className="anatomy-face">
          <CardFace card={item.card} level={Math.min(level + 1, 6) as HeadingLevel} />
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
    </section>
  ));
}
