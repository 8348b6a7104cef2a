import { describe, expect, it } from "vitest";
import { ImportError } from "./import-error";
import { parseReference } from "./parse-reference";

// A generated page of about 5 MB. Every section has the markup whose
// handling could go quadratic (a style block to skip, entities, a comment,
// lists with items left open, links, icons), and the glossary loop holds
// thousands of Twig tags. Read in linear time this takes a second or two;
// re-reading the rest of the page at each of them would take hours, and the
// generous timeout would fail the test instead of letting it hang.
const SECTIONS = 16_000;
const LOOP_ENTRIES = 2_000;

function section(i: number): string {
  return [
    `<h2 id="Section_${i}">Section ${i}</h2>`,
    "<style>span.new { color: red }</style>",
    `<p>Stage 1: Ready <span class="ready"></span> each card &amp; draw; see <a href="#Section_${i + 1}">the next</a>.</p>`,
    "<!-- notes for the editors -->",
    `<ul><li>first of ${i}<li>second <span class="vp"></span></ul>`,
    `<p>Stage 2: Check for victory.</p>`,
  ].join("\n");
}

function page(): { source: string; loopLine: number } {
  const before = Array.from({ length: SECTIONS / 2 }, (_, i) => section(i));
  const loop = [
    '<h1 id="Glossary">Glossary</h1>',
    "{% for entity in glossary %}",
    ...Array.from(
      { length: LOOP_ENTRIES },
      () => '{% if entity.keyword %}<h3 id="{{ entity.keyword }}">{{ entity.title|raw }}</h3>{% endif %}',
    ),
    "{% endfor %}",
  ];
  const after = Array.from({ length: SECTIONS / 2 }, (_, i) => section(SECTIONS / 2 + i));
  const lines = [...before, ...loop, ...after, "</div>"].join("\n");
  return { source: lines, loopLine: before.join("\n").split("\n").length + 2 };
}

describe("a large page", { timeout: 120_000 }, () => {
  const { source, loopLine } = page();

  it("is read whole, every section in order with its stages, lists, links and icons", () => {
    expect(source.length).toBeGreaterThan(4_500_000);
    const reference = parseReference(source);
    expect(reference.sections).toHaveLength(SECTIONS + 1);
    expect(reference.sections.map((s) => s.anchor).slice(SECTIONS / 2 - 1, SECTIONS / 2 + 2)).toEqual([
      `Section_${SECTIONS / 2 - 1}`,
      "Glossary",
      `Section_${SECTIONS / 2}`,
    ]);
    const last = reference.sections.at(-1)!;
    expect(last).toMatchObject({
      anchor: `Section_${SECTIONS - 1}`,
      title: `Section ${SECTIONS - 1}`,
      level: 2,
      kind: "TEXT",
    });
    expect(last.stages).toEqual([
      `Ready [ready] each card & draw; see [[Section_${SECTIONS}|the next]].\n- first of ${SECTIONS - 1}\n- second [vp]`,
      "Check for victory.",
    ]);
    expect(reference.sections.find((s) => s.anchor === "Glossary")?.kind).toBe("GLOSSARY");
    expect(reference.glossaryLoop).toEqual({ line: loopLine, keywordOverview: null });
    expect(reference.warnings).toEqual([`line ${source.split("\n").length}: </div> closes nothing and was ignored`]);
  });

  it("names the last line when the page breaks there", () => {
    const broken = `${source}\n<p>{{ entity.title`;
    let error: unknown;
    try {
      parseReference(broken);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message).toBe(
      `line ${broken.split("\n").length}: the template tag {{ is never closed with }}`,
    );
  });
});
