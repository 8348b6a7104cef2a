"use client";
// The setup and draw simulator: "Deal" shuffles the captain's deck and draws
// the ship's hand size, and deals this captain's contracts with their
// face-down complications for 1–4 captains; "Draw one" continues; "New deal"
// starts again with a fresh seed. The seed, player count and draws come in as
// `initial` and go out through `onChange`, so a page can keep them in its URL
// and a shared link deals the same cards.
import { useId, useMemo, useState } from "react";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { CONTRACT_SLOTS, MAX_PLAYERS, dealFrom, prepareDeal } from "@/lib/insight/deal";
import type { DealState } from "@/lib/insight/deal-schema";
import { newSeed } from "@/lib/insight/seeded-random";
import type { Deck, RulesCard } from "@/lib/rules/types";
import "./insight.css";

interface Props {
  deck: Deck;
  /** The deal to show first (from the URL); without one, only "Deal" is offered. */
  initial?: DealState | null;
  onChange?: (state: DealState) => void;
  /** Where fresh seeds come from; random by default. */
  makeSeed?: () => string;
}

function CardItem({ card }: { card: RulesCard }) {
  return (
    <li>
      {card.name} <span className="muted">({CARD_TYPE_LABELS[card.type]})</span>
    </li>
  );
}

function fourthSlotNote(fourthSlot: boolean | null): string | null {
  if (fourthSlot === null) return null;
  return `With three captains the fourth slot goes to the one with the fewest victory points, then the highest initiative, then one of them at random. At setup all are tied and the other ships are unknown, so the simulator draws lots: this time it went to ${fourthSlot ? "you" : "another captain"}.`;
}

export function DealSimulator({ deck, initial = null, onChange, makeSeed = newSeed }: Props) {
  const id = useId();
  const [state, setState] = useState<DealState | null>(initial);
  const [players, setPlayers] = useState(initial?.players ?? 2);
  const laidOut = useMemo(() => prepareDeal(deck), [deck]);
  const dealt = useMemo(() => (state ? dealFrom(laidOut, state) : null), [laidOut, state]);

  const update = (next: DealState) => {
    setState(next);
    onChange?.(next);
  };
  const last = dealt?.drawn[dealt.drawn.length - 1];

  return (
    <section className="insight-deal" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Deal a game</h3>
      <div className="insight-controls">
        <div className="insight-field">
          <label htmlFor={`${id}-players`}>Captains at the table</label>
          <select
            id={`${id}-players`}
            value={players}
            onChange={(e) => {
              const count = Number(e.target.value);
              setPlayers(count);
              if (state) update({ ...state, players: count });
            }}
          >
            {Array.from({ length: MAX_PLAYERS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => update({ seed: makeSeed(), players, draws: 0 })}>
          {state ? "New deal" : "Deal"}
        </button>
        {dealt ? (
          <button
            type="button"
            disabled={dealt.captainLeft === 0}
            onClick={() => update({ ...state!, draws: state!.draws + 1 })}
          >
            Draw one
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="muted">
        {dealt
          ? last
            ? `Drew ${last.name}. ${dealt.captainLeft} cards left in the captain's deck.`
            : `Dealt a hand of ${dealt.hand.length} and ${dealt.contracts.length} ${dealt.contracts.length === 1 ? "contract" : "contracts"}.`
          : "Shuffle the deck and deal an opening hand and contracts."}
      </p>
      {dealt ? (
        <>
          <h4>Opening hand ({dealt.hand.length})</h4>
          <ol className="insight-hand">
            {dealt.hand.map((card, i) => (
              <CardItem key={i} card={card} />
            ))}
          </ol>
          {dealt.drawn.length > 0 ? (
            <>
              <h4>Drawn since ({dealt.drawn.length})</h4>
              <ol className="insight-hand" start={dealt.hand.length + 1}>
                {dealt.drawn.map((card, i) => (
                  <CardItem key={i} card={card} />
                ))}
              </ol>
            </>
          ) : null}
          <h4>
            Contracts: you control {dealt.slots} of the {CONTRACT_SLOTS} slots
          </h4>
          {fourthSlotNote(dealt.fourthSlot) ? <p className="muted">{fourthSlotNote(dealt.fourthSlot)}</p> : null}
          {dealt.contracts.length < dealt.slots ? (
            <p className="notice">The adventure deck ran out before every slot was filled.</p>
          ) : null}
          <ol className="insight-contracts">
            {dealt.contracts.map(({ contract, complication }, i) => (
              <li key={i}>
                <strong>{contract.name}</strong>{" "}
                <span className="muted">
                  ({contract.vp ?? 0} VP, distance {contract.distance ?? 0}, {contract.complicationSlots ?? 0}{" "}
                  {contract.complicationSlots === 1 ? "complication slot" : "complication slots"})
                </span>
                {complication ? (
                  <details>
                    <summary>Face-down complication</summary>
                    {complication.name}
                  </details>
                ) : (
                  <p className="muted">No complication: the adventure deck ran out.</p>
                )}
              </li>
            ))}
          </ol>
          <p className="muted">
            Seed <code>{dealt.seed}</code>: the same seed deals the same cards.
          </p>
        </>
      ) : null}
    </section>
  );
}
