"use client";
// The deck builder: fields, ship, search pane, the deck and a live verdict from
// the same engine the server runs. Saving is explicit and sends the version it
// started from; a newer one on the server opens the conflict dialog.
import { useMemo, useState } from "react";
import type { BuilderCard } from "@/lib/cards/builder-card";
import type { SaveDeckInput, SavedDeck } from "@/lib/decks/schemas";
import type { ActionError, ActionResult } from "@/lib/http/action-result";
import { deckTargets } from "@/lib/rules/deck-targets";
import type { Format } from "@/lib/rules/format";
import type { Violation } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import { BuilderInsight } from "@/components/insight/BuilderInsight";
import { BuilderSections } from "./BuilderSections";
import { CardSearchPane } from "./CardSearchPane";
import { ConflictDialog } from "./ConflictDialog";
import { ConsideringSection } from "./ConsideringSection";
import { DeckFields, type DeckFieldValues } from "./DeckFields";
import { LegalityPanel } from "./LegalityPanel";
import { ShipPicker } from "./ShipPicker";
import { useDeckLines, type BuilderLine } from "./use-deck-lines";

interface Props {
  deckId: string;
  version: number;
  fields: DeckFieldValues;
  lines: BuilderLine[];
  /** The sideboard: kept with the deck, outside the verdict. */
  considering: BuilderLine[];
  ships: BuilderCard[];
  formats: Format[];
  saveAction: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
}

const pairs = (lines: BuilderLine[]) => lines.map((l) => [l.card.slug, l.quantity]).sort();
const snapshotOf = (fields: DeckFieldValues, lines: BuilderLine[], considering: BuilderLine[]) =>
  JSON.stringify({ fields, cards: pairs(lines), considering: pairs(considering) });

export function DeckBuilder(props: Props) {
  const [fields, setFields] = useState(props.fields);
  const { lines, setQuantity, add, removeShips } = useDeckLines(props.lines);
  const sideboard = useDeckLines(props.considering);
  const [version, setVersion] = useState(props.version);
  const [saved, setSaved] = useState(() => snapshotOf(props.fields, props.lines, props.considering));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const [selected, setSelected] = useState<Violation | null>(null);

  const format = props.formats.find((f) => f.id === fields.formatId) ?? props.formats[0]!;
  const verdict = useMemo(() => validateDeck({ entries: lines.map((l) => ({ card: l.card.rules, quantity: l.quantity })) }, format), [lines, format]);
  const [insightHighlight, setInsightHighlight] = useState<ReadonlySet<string>>(new Set());
  const highlighted = useMemo(
    () => new Set([...(selected && verdict.violations.includes(selected) ? selected.cards : []), ...insightHighlight]),
    [selected, verdict, insightHighlight],
  );
  const quantities = useMemo(() => new Map(lines.map((l) => [l.card.slug, l.quantity])), [lines]);
  const ship = lines.find((l) => l.card.type === "SHIP")?.card;
  const dirty = snapshotOf(fields, lines, sideboard.lines) !== saved;

  const setAside = (line: BuilderLine) => {
    setQuantity(line.card, 0);
    sideboard.setQuantity(line.card, (sideboard.lines.find((l) => l.card.slug === line.card.slug)?.quantity ?? 0) + line.quantity);
  };
  const moveToDeck = (line: BuilderLine) => {
    sideboard.setQuantity(line.card, 0);
    if (line.card.type === "SHIP") add(line.card);
    else setQuantity(line.card, (quantities.get(line.card.slug) ?? 0) + line.quantity);
  };

  async function save(fromVersion: number) {
    setSaving(true);
    setConflictVersion(null);
    const cards = lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    const considering = sideboard.lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    const result = await props.saveAction({ deckId: props.deckId, ...fields, cards, considering, version: fromVersion });
    setSaving(false);
    if (result.ok) {
      setVersion(result.value.version);
      setSaved(snapshotOf(fields, lines, sideboard.lines));
      setError(null);
    } else if (result.error.code === "CONFLICT") {
      setConflictVersion(result.error.currentVersion ?? fromVersion);
    } else {
      setError(result.error);
    }
  }

  const issues = Object.fromEntries((error?.issues ?? []).map((i) => [i.field, i.message]));
  return (
    <div className="deck-builder">
      <div className="builder-main">
        <DeckFields values={fields} formats={props.formats.map((f) => ({ id: f.id, name: f.name }))} issues={issues} onChange={setFields} />
        <ShipPicker ships={props.ships} current={ship} onChoose={(s) => (s ? add(s) : removeShips())} highlighted={!!ship && highlighted.has(ship.slug)} />
        <BuilderSections lines={lines} targets={deckTargets(format)} highlighted={highlighted} onQuantity={setQuantity} onSetAside={setAside} />
        <ConsideringSection lines={sideboard.lines} onMoveToDeck={moveToDeck} onDrop={(card) => sideboard.setQuantity(card, 0)} />
      </div>
      <aside className="builder-side">
        <div className="save-bar">
          <button type="button" onClick={() => save(version)} disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </button>{" "}
          <span role="status" className="muted" data-testid="save-status">
            {dirty ? "Unsaved changes" : `Saved · version ${version}`}
          </span>
          {error ? (
            <p role="alert" className="field-error">
              {error.message}
            </p>
          ) : null}
          {conflictVersion !== null ? <ConflictDialog onReload={() => window.location.reload()} onKeepMine={() => save(conflictVersion)} /> : null}
        </div>
        <LegalityPanel verdict={verdict} formatName={format.name} selected={selected} onSelect={setSelected} />
        <BuilderInsight lines={lines} onHighlight={setInsightHighlight} />
        <CardSearchPane quantities={quantities} onAdd={add} />
      </aside>
    </div>
  );
}
