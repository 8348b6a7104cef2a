"use client";
// The deck's one ship, chosen from every ship in the catalogue.
import type { BuilderCard } from "@/lib/rules/builder-card";

export function ShipPicker({
  ships,
  current,
  onChoose,
  highlighted,
}: {
  ships: BuilderCard[];
  current: BuilderCard | undefined;
  onChoose: (ship: BuilderCard | null) => void;
  highlighted: boolean;
}) {
  return (
    <section aria-labelledby="b-ship" className={highlighted ? "ship-picker highlighted" : "ship-picker"}>
      <h2 id="b-ship" className="visually-hidden">
        Ship
      </h2>
      <label>
        Ship{" "}
        <select
          value={current?.slug ?? ""}
          onChange={(e) => onChoose(ships.find((s) => s.slug === e.target.value) ?? null)}
        >
          <option value="">Choose a ship…</option>
          {ships.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
