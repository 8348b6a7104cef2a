import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RetiredNote } from "./RetiredNote";

describe("RetiredNote", () => {
  it("says once, quietly, since when a card is out of the catalogue's search", () => {
    const html = renderToStaticMarkup(<RetiredNote retiredAt={new Date("2026-11-27T06:00:00Z")} />);
    expect(html).toBe(
      '<p class="muted" data-testid="retired-note">Retired since <time dateTime="2026-11-27" class="day">27 November 2026</time>: no longer in the catalogue&#x27;s search.</p>',
    );
  });

  it("says nothing for a card in the catalogue", () => {
    expect(renderToStaticMarkup(<RetiredNote retiredAt={null} />)).toBe("");
  });
});
