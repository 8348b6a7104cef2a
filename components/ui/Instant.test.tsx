import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatInstant } from "@/lib/rules/dates";
import { Instant } from "./Instant";

// An instant reads as formatInstant writes it, and breaks, if it must, only between its day and its time.
describe("Instant", () => {
  const at = new Date("2026-11-29T04:33:12Z");

  it("draws the day and the time as two unbreakable parts of one <time>", () => {
    const html = renderToStaticMarkup(<Instant at={at} className="muted" />);
    expect(html).toBe(
      '<time dateTime="2026-11-29T04:33:12.000Z" class="instant muted"><span>29 November 2026,</span> <span>04:33 UTC</span></time>',
    );
  });

  it("reads as the same words as the instant written in a sentence", () => {
    const text = renderToStaticMarkup(<Instant at={at} />).replace(/<[^>]+>/g, "");
    expect(text).toBe(formatInstant(at));
  });
});
