// Renders card-text markup with the game's icons. The one renderer every page uses.
// With `glossary`, the first use of each glossary term on the card links to
// its rules entry (the card page passes one linking state for the whole card).
import { parseCardText } from "@/lib/cards/card-text";
import { rulesHref } from "@/lib/glossary/anchors";
import { linkTerms, type CardGlossary, type LinkedToken } from "@/lib/glossary/term-links";
import { GameIcon, TokenBadge } from "@/components/ui/GameIcon";

export function CardText({ text, className, glossary }: { text: string; className?: string; glossary?: CardGlossary }) {
  const parsed = parseCardText(text);
  const tokens: LinkedToken[] = glossary ? linkTerms(parsed, glossary) : parsed;
  return (
    <span className={className ?? "card-text"}>
      {tokens.map((token, i) => {
        switch (token.kind) {
          case "text":
            return token.value;
          case "term":
            // A plain link to the entry's own page (kept whole by the server).
            return (
              <a key={i} className="glossary-link" href={rulesHref(token.anchor)}>
                {token.value}
              </a>
            );
          case "newline":
            return <br key={i} />;
          case "icon":
            return <GameIcon key={i} name={token.icon} label={token.label} />;
          case "skill":
            return <TokenBadge key={i} kind="skill" id={token.skill} label={token.label} />;
          case "capability":
            return <TokenBadge key={i} kind="capability" id={token.capability} label={token.label} />;
        }
      })}
    </span>
  );
}
