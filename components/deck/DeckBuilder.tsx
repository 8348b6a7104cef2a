"use client";
// The deck builder, laid out for building: on wide screens the search pane,
// the deck and the legality/analysis pane side by side, each scrolling on its
// own; on a phone, tabs (Search · Deck · Legality) under a bar that always
// shows the deck's counts, its verdict and Save. The verdict is live, from the
// same engine the server runs. Saving is explicit and sends the version it
// started from (Ctrl/Cmd+S too); a newer one on the server opens the conflict
// dialog. Unsaved work is kept in this browser and guarded against leaving; a
// save that finds no connection waits in this browser and is sent when it returns.
// The deck list comes first; the deck's details sit below it.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BuilderInsight } from "@/components/insight/BuilderInsight";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { BuilderCard } from "@/lib/rules/builder-card";
import type { SaveDeckInput, SavedDeck } from "@/lib/decks/schemas";
import type { ActionError, ActionResult } from "@/lib/http/action-result";
import { refusedActionReason } from "@/lib/http/refused-action";
import { keepPlayer } from "@/lib/offline/deck-store";
import { isLocalDeckId } from "@/lib/offline/sync-queue";
import { copyLimit } from "@/lib/rules/copy-limit";
import { deckTargets } from "@/lib/rules/deck-targets";
import type { Format } from "@/lib/rules/format";
import type { Violation } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import { BuilderSections } from "./BuilderSections";
import { BuilderTabs, type BuilderTab } from "./BuilderTabs";
import { CardSearchPane } from "./CardSearchPane";
import { ConflictDialog } from "./ConflictDialog";
import { ConsideringSection } from "./ConsideringSection";
import { DeckFields, type DeckFieldValues } from "./DeckFields";
import { DraftOffer } from "./DraftOffer";
import { LegalityPanel, violationId } from "./LegalityPanel";
import type { LineProblem } from "./ProblemMarker";
import { QuickAdd } from "./QuickAdd";
import { ShipPicker } from "./ShipPicker";
import { useDeckLines, type BuilderLine } from "./use-deck-lines";
import { useDraft, type DeckState, type Draft } from "./use-draft";
import { useSaveQueue } from "./use-save-queue";
import { useUnsavedGuard } from "./use-unsaved-guard";
import type { SyncActions } from "@/components/offline/sync-actions";
import "./builder.css";

interface Props {
  /** The signed-in player: what this browser keeps is keyed by them. */
  userId: string;
  deckId: string;
  version: number;
  fields: DeckFieldValues;
  lines: BuilderLine[];
  /** The sideboard: kept with the deck, outside the verdict. */
  considering: BuilderLine[];
  ships: BuilderCard[];
  formats: Format[];
  saveAction: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
  /** A deck made offline (a local id): how the server creates it, and where the builder hears its server id. */
  createAction?: SyncActions["create"];
  onCreated?: (serverId: string) => void;
}

/** Kept per player in this browser, so the offline builder has the ships and formats. */
export type BuilderSetup = Pick<Props, "ships" | "formats">;

const pairs = (lines: readonly BuilderLine[]) => lines.map((l) => [l.card.slug, l.quantity]).sort();
const snapshotOf = (fields: DeckFieldValues, lines: readonly BuilderLine[], considering: readonly BuilderLine[]) =>
  JSON.stringify({ fields, cards: pairs(lines), considering: pairs(considering) });

/** Where each line of a refused save's summary leads. */
const SAVE_ERROR_CONTROLS = { name: "deck-name", description: "deck-description" };

const counted = (n: number, target: number | undefined) => (target === undefined ? `${n}` : `${n}/${target}`);

export function DeckBuilder(props: Props) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState(props.fields);
  const { lines, setQuantity, add, removeShips, replace } = useDeckLines(props.lines);
  const sideboard = useDeckLines(props.considering);
  const [savedDeck, setSavedDeck] = useState<DeckState>(() => ({
    version: props.version,
    fields: props.fields,
    lines: props.lines,
    considering: props.considering,
  }));
  const version = savedDeck.version;
  const saved = useMemo(() => snapshotOf(savedDeck.fields, savedDeck.lines, savedDeck.considering), [savedDeck]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Pick<ActionError, "message" | "issues"> | null>(null);
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const [selected, setSelected] = useState<Violation | null>(null);
  const [tab, setTab] = useState<BuilderTab>("deck");

  const format = props.formats.find((f) => f.id === fields.formatId) ?? props.formats[0]!;
  const entries = useMemo(() => lines.map((l) => ({ card: l.card.rules, quantity: l.quantity })), [lines]);
  const verdict = useMemo(() => validateDeck({ entries }, format), [entries, format]);
  const [insightHighlight, setInsightHighlight] = useState<ReadonlySet<string>>(new Set());
  const highlighted = useMemo(
    () => new Set([...(selected && verdict.violations.includes(selected) ? selected.cards : []), ...insightHighlight]),
    [selected, verdict, insightHighlight],
  );
  // Each card's first problem, for the marker its line and search result carry.
  const problems = useMemo(() => {
    const map = new Map<string, LineProblem>();
    verdict.violations.forEach((v, index) => {
      for (const slug of v.cards) if (!map.has(slug)) map.set(slug, { index, severity: v.severity });
    });
    return map;
  }, [verdict]);
  const openProblem = useCallback(
    (index: number) => {
      setSelected(verdict.violations[index] ?? null);
      setTab("legality");
      requestAnimationFrame(() => document.getElementById(violationId(index))?.focus());
    },
    [verdict],
  );
  const quantities = useMemo(() => new Map(lines.map((l) => [l.card.slug, l.quantity])), [lines]);
  // A ship replaces the deck's ship, so other ships do not limit it.
  const limitOf = useCallback(
    (card: BuilderCard) =>
      copyLimit({
        format,
        card: card.rules,
        entries: card.type === "SHIP" ? entries.filter((e) => e.card.type !== "SHIP") : entries,
      }),
    [format, entries],
  );
  const addCopies = useCallback(
    (card: BuilderCard, copies: number) =>
      card.type === "SHIP" ? add(card) : setQuantity(card, (quantities.get(card.slug) ?? 0) + copies),
    [add, setQuantity, quantities],
  );
  const ship = lines.find((l) => l.card.type === "SHIP")?.card;
  const targets = deckTargets(format);
  const dirty = snapshotOf(fields, lines, sideboard.lines) !== saved;

  const setAside = (line: BuilderLine) => {
    setQuantity(line.card, 0);
    sideboard.setQuantity(
      line.card,
      (sideboard.lines.find((l) => l.card.slug === line.card.slug)?.quantity ?? 0) + line.quantity,
    );
  };
  const moveToDeck = (line: BuilderLine) => {
    sideboard.setQuantity(line.card, 0);
    if (line.card.type === "SHIP") add(line.card);
    else setQuantity(line.card, (quantities.get(line.card.slug) ?? 0) + line.quantity);
  };

  useUnsavedGuard(dirty);
  const sameAsSaved = useCallback(
    (draft: Draft) =>
      snapshotOf(draft.fields, draft.lines, draft.considering ?? []) ===
      snapshotOf(props.fields, props.lines, props.considering),
    [props.fields, props.lines, props.considering],
  );
  const current = useMemo(
    () => ({ version, fields, lines, considering: sideboard.lines }),
    [version, fields, lines, sideboard.lines],
  );
  // What the offline builder needs to open this player's decks without the server.
  useEffect(() => {
    const setup: BuilderSetup = { ships: props.ships, formats: props.formats };
    keepPlayer({ userId: props.userId, openedAt: new Date().toISOString(), setup }).catch(() => {});
  }, [props.userId, props.ships, props.formats]);
  const draft = useDraft({ userId: props.userId, deckId: props.deckId, saved: savedDeck, current, dirty, sameAsSaved });
  // The contents last queued, which become the saved deck when the queue sends them.
  const queuedDeck = useRef<DeckState | null>(null);
  const saveQueue = useSaveQueue({
    userId: props.userId,
    deckId: props.deckId,
    saveAction: props.saveAction,
    createAction: props.createAction,
    onOutcome: (outcome) => {
      if (outcome.kind === "created") {
        // Made offline and not saved since: the contents it was made with are the ones the server now has.
        queuedDeck.current ??= savedDeck;
        props.onCreated?.(outcome.serverId);
      } else if (outcome.kind === "saved" && queuedDeck.current) {
        setSavedDeck({ ...queuedDeck.current, version: outcome.version });
        setError(null);
      } else if (outcome.kind === "conflict") setConflictVersion(outcome.currentVersion);
      else if (outcome.kind === "refused") setError({ message: `Not saved: ${outcome.message}` });
    },
  });

  // Ctrl/Cmd+S saves, wherever focus is; the latest save function is read through a ref.
  const saveNow = useRef<() => void>(() => {});
  useEffect(() => {
    saveNow.current = () => {
      if (!saving) void save(version);
    };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveNow.current();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  async function save(fromVersion: number) {
    setSaving(true);
    setConflictVersion(null);
    const cards = lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    const considering = sideboard.lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    let result: ActionResult<SavedDeck>;
    const changes = { ...fields, cards, considering };
    try {
      // A deck made offline has nothing to save to until its creation, queued with it, reaches the server.
      if (isLocalDeckId(props.deckId)) throw new TypeError("Not on the server yet");
      result = await props.saveAction({ deckId: props.deckId, ...changes, version: fromVersion });
    } catch (error) {
      const reason = refusedActionReason(error);
      if (reason) {
        setError({ message: `Not saved: ${reason} Your changes are still here; try again.` });
        return;
      }
      // No answer at all (no connection): the save waits in this browser for the connection to return.
      queuedDeck.current = current;
      await saveQueue.queue(changes, fromVersion).catch(() => {
        setError({ message: "Not saved: the server did not answer. Your changes are still here; try again." });
      });
      return;
    } finally {
      setSaving(false);
    }
    if (result.ok) {
      setSavedDeck({ ...current, version: result.value.version });
      setError(null);
      void saveQueue.forget();
    } else if (result.error.code === "CONFLICT") {
      setConflictVersion(result.error.currentVersion ?? fromVersion);
    } else {
      setError(result.error);
    }
  }

  const issues = useMemo(() => Object.fromEntries((error?.issues ?? []).map((i) => [i.field, i.message])), [error]);
  // A new object per refused save, so the summary takes focus each time.
  const summary = useMemo(() => (error ? { form: error.message, ...issues } : undefined), [error, issues]);
  const problemCount = verdict.violations.length;
  const counts = verdict.counts;
  return (
    // Every control here works only in JavaScript: until the page hydrates they are disabled,
    // so an early change (a visibility picked, a tab tapped) is never silently dropped.
    <fieldset className="deck-builder" disabled={!hydrated}>
      <div className="builder-bar" role="group" aria-label="Deck status">
        <p className="builder-counts" data-testid="builder-counts">
          <span>Ship {counted(counts.ship, targets.ship)}</span>{" "}
          <span>Captain&apos;s {counted(counts.captain, targets.captain)}</span>{" "}
          <span>Adventure {counted(counts.adventure, targets.adventure)}</span>{" "}
          <span className={`legality-badge ${verdict.legal ? "is-legal" : "is-illegal"}`}>
            {verdict.legal ? "Legal" : "Not legal"}
          </span>
        </p>
        <div className="save-bar">
          <button type="button" onClick={() => save(version)} disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </button>{" "}
          <span role="status" className="muted" data-testid="save-status">
            {saveQueue.queued
              ? "Kept in this browser · saves when back online"
              : !dirty
                ? `Saved · version ${version}`
                : "Unsaved changes"}
          </span>
        </div>
      </div>
      <ErrorSummary errors={summary} controls={SAVE_ERROR_CONTROLS} />
      {conflictVersion !== null ? (
        <ConflictDialog
          onReload={() => void saveQueue.forget().finally(() => window.location.reload())}
          onKeepMine={() => save(conflictVersion)}
        />
      ) : null}
      {draft.offered ? (
        <DraftOffer
          draft={draft.offered}
          onRestore={() => {
            setFields(draft.offered!.fields);
            replace(draft.offered!.lines);
            sideboard.replace(draft.offered!.considering ?? []);
            draft.answered();
          }}
          onDiscard={draft.answered}
        />
      ) : null}
      <BuilderTabs
        active={tab}
        onChange={setTab}
        labels={{
          search: "Search",
          // The counts are the bar's, always in view above the tabs.
          deck: "Deck",
          legality: problemCount ? `Legality (${problemCount})` : "Legality ✓",
        }}
      />
      <div className="builder-panes" data-active={tab}>
        <div className="builder-pane pane-search" id="pane-search" role="tabpanel" aria-labelledby="tab-search">
          <CardSearchPane
            quantities={quantities}
            limitOf={limitOf}
            onAdd={add}
            problems={problems}
            onOpenProblem={openProblem}
          />
        </div>
        <div className="builder-pane pane-deck" id="pane-deck" role="tabpanel" aria-labelledby="tab-deck">
          <QuickAdd limitOf={limitOf} onAdd={addCopies} />
          <ShipPicker
            ships={props.ships}
            current={ship}
            onChoose={(s) => (s ? add(s) : removeShips())}
            highlighted={!!ship && highlighted.has(ship.slug)}
          />
          <BuilderSections
            lines={lines}
            targets={targets}
            highlighted={highlighted}
            problems={problems}
            onOpenProblem={openProblem}
            limitOf={limitOf}
            onQuantity={setQuantity}
            onSetAside={setAside}
          />
          <ConsideringSection
            lines={sideboard.lines}
            onMoveToDeck={moveToDeck}
            onDrop={(card) => sideboard.setQuantity(card, 0)}
          />
          <DeckFields
            values={fields}
            formats={props.formats.map((f) => ({ id: f.id, name: f.name }))}
            issues={issues}
            onChange={setFields}
          />
        </div>
        <div className="builder-pane pane-legality" id="pane-legality" role="tabpanel" aria-labelledby="tab-legality">
          <LegalityPanel verdict={verdict} formatName={format.name} selected={selected} onSelect={setSelected} />
          <BuilderInsight lines={lines} onHighlight={setInsightHighlight} />
        </div>
      </div>
    </fieldset>
  );
}
