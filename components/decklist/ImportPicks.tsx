// For each name the catalogue did not know: its closest matches as radio
// buttons, or "leave it out". The inputs belong to the import form by id, so
// they travel with "Import and save" even though they sit in the preview.
import { CardName } from "@/components/card/CardPreview";
import { PICK_FIELD_PREFIX } from "@/lib/decklists/schemas";
import { clearPick } from "./clear-pick";
import type { DecklistUnknownName } from "./DecklistIssues";

interface Props {
  form: string;
  unknown: readonly DecklistUnknownName[];
  /** Picks from the last submission, by line. */
  picked: Record<string, string>;
  error?: string;
}

export function ImportPicks({ form, unknown, picked, error }: Props) {
  if (unknown.length === 0) return null;
  return (
    <section className="import-picks" aria-labelledby="import-picks-title">
      <h2 id="import-picks-title">Unknown names</h2>
      <p>
        Pick the card you meant; a name left out is not imported. Where one card is clearly the closest, it is picked
        for you: change it if it is wrong.
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {unknown.map((u, i) => {
        const field = `${PICK_FIELD_PREFIX}${u.line ?? i}`;
        // The player's own pick from the last submission wins; otherwise a clearly closest name is picked in advance.
        const chosen = String(u.line) in picked;
        const clear = chosen ? null : clearPick(u.name, u.suggestions);
        const current = chosen ? picked[String(u.line)]! : (clear?.slug ?? "");
        return (
          <fieldset key={field} className="import-pick">
            <legend>
              {u.line !== undefined && <span className="muted">Line {u.line}: </span>}
              {u.quantity}× <strong>{u.name}</strong>
            </legend>
            {clear ? <p className="muted pre-picked">Picked {clear.name}: it is clearly the closest name.</p> : null}
            {u.suggestions.map((s) => (
              <label key={s.slug}>
                <input type="radio" form={form} name={field} value={s.slug} defaultChecked={current === s.slug} />{" "}
                <CardName slug={s.slug} name={s.name} as="button" /> <span className="muted">({s.setCode})</span>
              </label>
            ))}
            <label>
              <input
                type="radio"
                form={form}
                name={field}
                value=""
                defaultChecked={!u.suggestions.some((s) => s.slug === current)}
              />{" "}
              Leave it out
            </label>
          </fieldset>
        );
      })}
    </section>
  );
}
