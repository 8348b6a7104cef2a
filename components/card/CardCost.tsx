// A card's cost in credits, or an adventure's victory points, as lists show it (card tiles, a deck's card faces).
import { GameIcon } from "@/components/ui/GameIcon";

export function CardCost({ cost, vp }: { cost: number | null; vp: number | null }) {
  if (cost !== null)
    return (
      <span className="card-cost">
        {cost}
        <GameIcon name="credit" label="credits" />
      </span>
    );
  if (vp !== null)
    return (
      <span className="card-cost">
        {vp}
        <GameIcon name="vp" label="victory points" />
      </span>
    );
  return null;
}
