import { describe, expect, it } from "vitest";
import { findTwigTags } from "./twig-tags";

describe("findTwigTags", () => {
  it("finds statement and expression tags with their offsets", () => {
    const text = "a {% for e in glossary %}<b>{{ e.title }}</b>{% endfor %}";
    expect(findTwigTags(text)).toEqual({
      tags: [
        { start: 2, end: 25, code: "{% for e in glossary %}" },
        { start: 28, end: 41, code: "{{ e.title }}" },
        { start: 45, end: 57, code: "{% endfor %}" },
      ],
      unclosed: null,
    });
  });

  it("reads a tag to its own closer, whatever it holds", () => {
    expect(findTwigTags("{% if x == '{{' %}y").tags.map((t) => t.code)).toEqual(["{% if x == '{{' %}"]);
  });

  it("stops at the first tag never closed", () => {
    expect(findTwigTags("{{ a }} and {% if b }} {{ c }}")).toEqual({
      tags: [{ start: 0, end: 7, code: "{{ a }}" }],
      unclosed: { start: 12, open: "{%", close: "%}" },
    });
  });

  it("leaves single braces alone", () => {
    expect(findTwigTags("p { color: red } {x}")).toEqual({ tags: [], unclosed: null });
  });
});
