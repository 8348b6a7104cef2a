import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Day } from "./Day";

// A day reads as every page writes it, and its <time> names the UTC calendar day, not an instant.
describe("Day", () => {
  it("draws the UTC day of an instant, whatever its hour", () => {
    expect(renderToStaticMarkup(<Day at={new Date("2026-11-29T23:59:59Z")} />)).toBe(
      '<time dateTime="2026-11-29" class="day">29 November 2026</time>',
    );
  });
});
