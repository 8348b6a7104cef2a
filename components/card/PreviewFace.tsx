"use client";
// The card preview's content (components/card/CardPreview.tsx), in its own chunk: loaded with the first preview.
import type { CardFaceData } from "@/lib/cards/card-face";
import { CardFace } from "./CardFace";
import { CardImage } from "./CardImage";

/** The card's front image when it has one (its text stays for screen readers), else the drawn face. */
export function PreviewFace({ card }: { card: CardFaceData }) {
  const front = card.images.find((i) => i.face === "FRONT");
  if (!front) return <CardFace card={card} />;
  return (
    <>
      <CardImage image={front} alt={card.name} width={320} sizes="288px" />
      <div className="visually-hidden">
        <CardFace card={card} />
      </div>
    </>
  );
}
