"use client";
// Name and format for a deck made without a connection (the offline builder): the same fields and checks as the
// server's new-deck form, kept in this browser until the server creates it.
import { useState, type FormEvent } from "react";
import { FormatSelect } from "@/components/format/FormatSelect";
import { deckNameSchema } from "@/lib/decks/schemas";
import { DEFAULT_FORMAT_ID } from "@/lib/formats/format-id";

export function NewKeptDeckForm({
  formats,
  onCreate,
}: {
  formats: { id: string; name: string }[];
  onCreate: (deck: { name: string; formatId: string }) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = deckNameSchema.safeParse(form.get("name"));
    if (!name.success) {
      setError(name.error.issues[0]!.message);
      return;
    }
    setPending(true);
    await onCreate({ name: name.data, formatId: String(form.get("formatId")) }).catch(() =>
      setError("This browser could not keep the deck (its storage is off or full)."),
    );
    setPending(false);
  }
  return (
    <form className="deck-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        Name
        <input
          id="new-deck-name"
          name="name"
          required
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby="name-error"
        />
      </label>
      <span id="name-error" className="field-error">
        {error}
      </span>
      <label>
        Format
        <FormatSelect
          formats={formats}
          name="formatId"
          defaultValue={formats.some((f) => f.id === DEFAULT_FORMAT_ID) ? DEFAULT_FORMAT_ID : formats[0]?.id}
        />
      </label>
      <button type="submit" disabled={pending}>
        Create and open the builder
      </button>
    </form>
  );
}
