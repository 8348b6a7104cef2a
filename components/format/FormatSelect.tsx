// The format <select> of every form and filter: the formats by name, led by an "any" choice where a filter has one.
import type { SelectHTMLAttributes } from "react";

export function FormatSelect({
  formats,
  anyLabel,
  ...select
}: {
  formats: readonly { id: string; name: string }[];
  /** A first choice with the empty value ("Any format"), for filters. */
  anyLabel?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...select}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {formats.map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </select>
  );
}
