"use client";
// The deck's details: name, description (Markdown), format and visibility, below the list.
import type { Visibility } from "@/lib/decks/schemas";

export interface DeckFieldValues {
  name: string;
  description: string;
  formatId: string;
  visibility: Visibility;
}

interface Props {
  values: DeckFieldValues;
  formats: { id: string; name: string }[];
  issues: Partial<Record<keyof DeckFieldValues, string>>;
  onChange: (values: DeckFieldValues) => void;
}

export function DeckFields({ values, formats, issues, onChange }: Props) {
  const set = <K extends keyof DeckFieldValues>(key: K, value: DeckFieldValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <fieldset className="deck-fields">
      <legend>Deck details</legend>
      <label>
        Name
        <input
          id="deck-name"
          value={values.name}
          maxLength={100}
          onChange={(e) => set("name", e.target.value)}
          aria-invalid={issues.name ? true : undefined}
        />
      </label>
      {issues.name ? <span className="field-error">{issues.name}</span> : null}
      <label>
        Format
        <select value={values.formatId} onChange={(e) => set("formatId", e.target.value)}>
          {formats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Visibility
        <select value={values.visibility} onChange={(e) => set("visibility", e.target.value as Visibility)}>
          <option value="PRIVATE">Private</option>
          <option value="UNLISTED">Unlisted (anyone with the link)</option>
          <option value="PUBLIC">Public</option>
        </select>
      </label>
      <label>
        Description (Markdown)
        <textarea
          id="deck-description"
          rows={4}
          value={values.description}
          maxLength={10_000}
          onChange={(e) => set("description", e.target.value)}
          aria-invalid={issues.description ? true : undefined}
        />
      </label>
      {issues.description ? <span className="field-error">{issues.description}</span> : null}
    </fieldset>
  );
}
