// A card's cost in credits, or an adventure's victory points, as lists show it (card tiles, a deck's card faces).
import { GameIcon } from "@/components/ui/GameIcon";

export function CardCost({ cost, vp }: { cost: number | null; vp: number | null }) {
  const shown =
    cost !== null
      ? { value: cost, icon: "credit" as const, label: "credits" }
      : vp !== null
        ? { value: vp, icon: "vp" as const, label: "victory points" }
        : null;
  if (!shown) return null;
  return (
    <span className="card-cost">
      {shown.value}
      <GameIcon name={shown.icon} label={shown.label} />
    </span>
  );
}
