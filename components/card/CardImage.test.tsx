import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardImages } from "./CardImage";

const image = (face: "FRONT" | "BACK") => ({ face, hash: "a".repeat(64), width: 744, height: 1039 });

describe("CardImages", () => {
  it("fetches the card page's front first (its largest paint) and its back lazily, each with its drawn size", () => {
    const html = renderToStaticMarkup(<CardImages images={[image("FRONT"), image("BACK")]} name="Sample Run" />);
    const [front, back] = html.match(/<img[^>]*>/g)!;
    expect(front).toContain('fetchPriority="high"');
    expect(front).not.toContain("loading=");
    expect(front).toMatch(/width="480" height="670"/);
    expect(back).toContain('loading="lazy"');
    expect(back).not.toContain("fetchPriority");
    expect(back).toContain('alt="Sample Run, complication face"');
  });
});
