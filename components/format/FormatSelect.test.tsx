import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormatSelect } from "./FormatSelect";

const formats = [
  { id: "standard", name: "Standard" },
  { id: "open", name: "Open" },
];

describe("FormatSelect", () => {
  it("lists the formats by name under the select's own attributes", () => {
    const html = renderToStaticMarkup(
      <FormatSelect formats={formats} id="f" name="formatId" defaultValue="open" aria-invalid />,
    );
    expect(html).toBe(
      '<select id="f" name="formatId" aria-invalid="true">' +
        '<option value="standard">Standard</option><option value="open" selected="">Open</option></select>',
    );
  });

  it("leads with the empty 'any' choice for a filter", () => {
    const html = renderToStaticMarkup(<FormatSelect formats={formats} anyLabel="Any format" name="format" />);
    expect(html).toMatch(/^<select name="format"><option value="">Any format<\/option><option value="standard">/);
  });
});
