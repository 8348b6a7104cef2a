import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardText } from "./CardText";

describe("CardText", () => {
  it("renders icons as SVG with an accessible name and title", () => {
    const html = renderToStaticMarkup(<CardText text="[use] - [exert]: Gain [skill:medic]." />);
    expect(html).toContain('role="img" aria-label="Use"');
    expect(html).toContain("<title>Exert</title>");
    expect(html).toContain('aria-label="Medic skill"');
    expect(html).not.toContain("[use]");
  });

  it("shows unknown markup as text", () => {
    const html = renderToStaticMarkup(<CardText text="Spend [warp] now" />);
    expect(html).toContain("Spend [warp] now");
    expect(html).not.toContain("<svg");
  });

  it("renders line breaks", () => {
    expect(renderToStaticMarkup(<CardText text={"a\nb"} />)).toContain("a<br/>b");
  });
});
