"use client";
// The card page's collection control, a client island: the card page is the
// same for everyone and cached, so the player's counts are fetched here.
// Signed out (known from the session, without asking for counts), it offers to sign in.
import { useEffect, useState } from "react";
import { readSessionUser } from "@/components/auth/session-user";
import type { CardCounts } from "@/lib/collections/get-card-counts";
import type { CollectionField } from "@/lib/collections/schemas";
import styles from "./collection.module.css";
import { SaveStatusText } from "./SaveStatusText";
import { useSavedCount } from "./use-saved-count";

type Loaded = { kind: "loading" } | { kind: "signed-out" } | { kind: "failed" } | { kind: "ready"; counts: CardCounts };

function Count({
  cardId,
  cardName,
  field,
  initial,
}: {
  cardId: number;
  cardName: string;
  field: CollectionField;
  initial: number;
}) {
  const count = useSavedCount({ cardId, field, initial });
  const label = field === "owned" ? "Owned" : "Wanted";
  const id = `collection-${field}-${cardId}`;
  return (
    <span className="qty-control">
      <label htmlFor={id}>{label}</label>{" "}
      <button
        type="button"
        aria-label={`One fewer ${field}: ${cardName}`}
        onClick={() => count.change(Number(count.value) - 1)}
      >
        −
      </button>
      <input
        id={id}
        className={styles.count}
        inputMode="numeric"
        maxLength={2}
        value={count.value}
        onChange={(e) => count.setValue(e.target.value.replace(/\D/g, ""))}
        onBlur={() => count.commit()}
        onKeyDown={(e) => e.key === "Enter" && count.commit()}
      />
      <button
        type="button"
        aria-label={`One more ${field}: ${cardName}`}
        onClick={() => count.change(Number(count.value) + 1)}
      >
        +
      </button>{" "}
      <span aria-live="polite">
        <SaveStatusText
          status={count.status}
          label={`${label}: ${cardName}`}
          onKeepMine={count.keepMine}
          onTakeTheirs={count.takeTheirs}
        />
      </span>
    </span>
  );
}

export function CardQuantityControl({
  cardId,
  cardName,
  signInHref,
}: {
  cardId: number;
  cardName: string;
  signInHref: string;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    readSessionUser()
      .then(async (user): Promise<Loaded> => {
        if (!user) return { kind: "signed-out" };
        const r = await fetch(`/collection/entries/${cardId}`, { cache: "no-store" });
        if (r.status === 401) return { kind: "signed-out" };
        return r.ok ? { kind: "ready", counts: (await r.json()) as CardCounts } : { kind: "failed" };
      })
      .catch((): Loaded => ({ kind: "failed" }))
      .then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [cardId]);

  return (
    <section aria-label="Your collection" className={styles.control}>
      {loaded.kind === "loading" && <span className="muted">Loading your collection…</span>}
      {loaded.kind === "failed" && <span className="field-error">Your collection could not be loaded.</span>}
      {loaded.kind === "signed-out" && (
        <span>
          <a href={signInHref}>Sign in</a> to track this card in your collection.
        </span>
      )}
      {loaded.kind === "ready" && (
        <>
          <Count cardId={cardId} cardName={cardName} field="owned" initial={loaded.counts.owned} />
          <Count cardId={cardId} cardName={cardName} field="wanted" initial={loaded.counts.wanted} />
        </>
      )}
    </section>
  );
}
