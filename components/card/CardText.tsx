// Renders card-text markup with the game's icons. The one renderer every page uses.
import { Fragment } from "react";
import { parseCardText } from "@/lib/cards/card-text";
import { GameIcon, TokenBadge } from "@/components/ui/GameIcon";

export function CardText({ text, className }: { text: string; className?: string }) {
  const tokens = parseCardText(text);
  return (
    <span className={className ?? "card-text"}>
      {tokens.map((token, i) => {
        switch (token.kind) {
          case "text":
            return <Fragment key={i}>{token.value}</Fragment>;
          case "newline":
            return <br key={i} />;
          case "icon":
            return <GameIcon key={i} name={token.icon} label={token.label} />;
          case "skill":
            return <TokenBadge key={i} kind="skill" id={token.skill} label={token.label} />;
          case "capability":
            return (
              <TokenBadge key={i} kind="capability" id={token.capability} label={token.label} />
            );
        }
      })}
    </span>
  );
}
