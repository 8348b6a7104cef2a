import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_LABELS } from "@/lib/cards/card-text";
import { GameIconSprite } from "./GameIconSprite";

describe("GameIconSprite", () => {
  it("draws every game icon's shape once, in SVG's spelling", () => {
    const html = renderToStaticMarkup(<GameIconSprite />);
    for (const name of Object.keys(ICON_LABELS)) expect(html.split(`id="game-icon-${name}"`)).toHaveLength(2);
    expect(html).toContain('<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.2">');
    expect(html).not.toMatch(/strokeWidth|viewbox=/);
  });
});
