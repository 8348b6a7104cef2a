import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeckDescription } from "./DeckDescription";

describe("DeckDescription", () => {
  it("renders Markdown", () => {
    const html = renderToStaticMarkup(<DeckDescription markdown={"**Fast** deck\n\n- one\n- [rules](/rules)"} />);
    expect(html).toContain("<strong>Fast</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/rules">rules</a>');
  });

  it("renders no raw HTML and no script links", () => {
    const html = renderToStaticMarkup(
      <DeckDescription
        markdown={'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))'}
      />,
    );
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(html).toContain(">click</a>");
  });

  it("renders nothing for an empty description", () => {
    expect(renderToStaticMarkup(<DeckDescription markdown="  " />)).toBe("");
  });
});
