import { describe, expect, it } from "vitest";
import { ImportError } from "./import-error";
import { parseReference } from "./parse-reference";
import { NEEDS_REFERENCE_PAGE, REFERENCE_PAGE_TEXT } from "./reference-page.testing";

const reference = parseReference(REFERENCE_PAGE_TEXT ?? "");
const section = (anchor: string) => reference.sections.find((s) => s.anchor === anchor)!;

describe.skipIf(REFERENCE_PAGE_TEXT === undefined)(
  `importing the game's Rules Reference page${NEEDS_REFERENCE_PAGE}`,
  () => {
    it("turns every phase heading into a section with its anchor, in round order", () => {
      const phases = reference.sections.filter((s) => s.anchor.endsWith("_Phase")).map((s) => s.anchor);
      expect(phases).toEqual([
        "Ready_Phase",
        "Adventure_Phase",
        "Procurement_Phase",
        "Action_Phase",
        "Resource_Phase",
        "Resolution_Phase",
      ]);
      expect(section("Ready_Phase")).toMatchObject({ title: "Ready Phase", level: 3 });
      expect(section("Adventure_Phase_Solo")).toMatchObject({ title: "Solo Play Adventure Phase", level: 4 });
    });

    it("splits each phase into its stages, lists included", () => {
      expect(
        Object.fromEntries(
          [
            "Ready_Phase",
            "Adventure_Phase",
            "Procurement_Phase",
            "Action_Phase",
            "Resource_Phase",
            "Resolution_Phase",
          ].map((a) => [a, section(a).stages.length]),
        ),
      ).toEqual({
        Ready_Phase: 6,
        Adventure_Phase: 3,
        Procurement_Phase: 2,
        Action_Phase: 2,
        Resource_Phase: 2,
        Resolution_Phase: 6,
      });
      const ready = section("Ready_Phase");
      expect(ready.stages[0]).toMatch(/^All captains simultaneously ready \[ready\]/);
      expect(ready.stages[5]).toMatch(/^Check for victory/);
      expect(ready.bodyWithoutStages).not.toMatch(/Stage \d/);
      expect(section("Adventure_Phase").stages[1]).toContain("\n- **Uncommitted:**");
    });

    it("finds the Golden Rule and the Platinum Rule", () => {
      expect(section("The_Golden_Rule")).toMatchObject({ title: "The Golden Rule", level: 3 });
      expect(section("The_Golden_Rule").body).toMatch(
        /^Card text can override any game rule except the Platinum Rule\./,
      );
      expect(section("The_Platinum_Rule").body).toMatch(/^Cards may never change ownership\./);
    });

    it("converts icon spans to card-text markup", () => {
      expect(section("Victory").body).toContain("20 Victory Points ([vp])");
      expect(section("Game_Overview").body).toContain("Ship ([ship]) card");
      // <span class="1"> is one credit; av/dv are attack and defense; heroics and react too.
      expect(section("Ready_Phase").stages[3]).toContain("at a cost of 1[credit] per point");
      expect(section("Resolution_Phase").body).toContain(
        "Attack Value ([attack]), minus the defender’s Defense Value ([defense])",
      );
      expect(section("Action_Phase").body).toContain("Heroics [heroic] are a special kind of action [action]");
      expect(section("Action_Phase").body).toContain("has reaction ([reaction])");
      expect(reference.sections.every((s) => !/<span|<\/?[a-z]+>/.test(s.body))).toBe(true);
      expect(reference.warnings).toContain('line 88: Starport has no icon for <span class="abandon">; it was left out');
    });

    it("keeps links to anchors, with keyword anchors in Starport's form", () => {
      expect(section("Round_Sequence").body).toContain("- [[Ready_Phase]]\n- [[Adventure_Phase]]");
      expect(section("Initial_Setup").body).toContain("[[Captains_Deck|Captain’s Deck]]");
      expect(section("Ready_Phase").stages[4]).toContain("**[[Integral]]**");
      expect(section("Ready_Phase").stages[4]).toContain("**[[Hindrance|Hindrances]]**");
    });

    it("reads tables as markup tables", () => {
      expect(section("Procurement_Phase").body).toContain(
        "| Card Limits* | |\n|---|---|\n| Connection([connection]) | No more than one of each subtyle |",
      );
    });

    it("recognises the template loop: the glossary's entries come from the database", () => {
      expect(section("Glossary").kind).toBe("GLOSSARY");
      expect(reference.glossaryLoop).toEqual({ line: 40, keywordOverview: "Keywords_Overview" });
      expect(reference.sections.some((s) => s.anchor.includes("{{"))).toBe(false);
      expect(reference.sections.filter((s) => s.kind === "GLOSSARY")).toHaveLength(1);
    });

    it("tolerates what browsers tolerate, with a warning for a stray closing tag", () => {
      expect(reference.warnings).toContain("line 206: </div> closes nothing and was ignored");
    });
  },
);

describe("malformed HTML", () => {
  const errorOf = (source: string) => {
    try {
      parseReference(source);
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return (error as ImportError).message;
    }
    throw new Error("expected an ImportError");
  };

  it("names the line of a tag never closed with '>'", () => {
    expect(errorOf('<h2 id="A">A</h2>\n<p>text\n<h3 id="B"\n')).toBe("line 3: the tag <h3 is never closed with '>'");
  });

  it("names the line of an attribute quote that never closes", () => {
    expect(errorOf('<h2 id="A">A</h2>\n\n<a href="#B>link</a>')).toBe(
      'line 3: the value of href= in <a> opens a " that is never closed',
    );
  });

  it("names the line of a heading left open", () => {
    expect(errorOf('<h2 id="A">A</h2>\n<h3 id="B">B\n<p>x</p>\n<h3 id="C">C</h3>')).toBe(
      "line 4: <h3> starts inside the <h3> opened on line 2, which is never closed",
    );
  });

  it("names the line of a closing tag that cuts across an open element", () => {
    expect(errorOf('<h2 id="A">A</h2>\n<ul><li><a href="#A">x</li></ul>')).toBe(
      "line 2: </li> closes <li> while the <a> opened on line 2 is still open",
    );
  });

  it("names the line of an element never closed", () => {
    expect(errorOf('<h2 id="A">A</h2>\n<p>ok</p>\n<ul>\n<li>one')).toBe("line 3: <ul> is never closed");
  });

  it("names the line of an unclosed template loop or comment", () => {
    expect(errorOf('<h1 id="Glossary">G</h1>\n{% for entity in glossary %}\n<h3>{{ entity.title }}</h3>')).toBe(
      "line 2: the glossary loop {% for %} is never closed with {% endfor %}",
    );
    expect(errorOf("<p>a</p>\n<!-- never closed")).toBe("line 2: the comment <!-- is never closed with -->");
  });

  it("rejects template code it does not understand", () => {
    expect(errorOf('<h1 id="A">A</h1>\n{% for x in cards %}{% endfor %}')).toBe(
      "line 2: a template loop over 'cards' is not understood; only the glossary loop is",
    );
    expect(errorOf('<h1 id="A">A</h1>\n<p>{{ user.name }}</p>')).toMatch(
      /^line 2: the template tag \{\{ user\.name \}\} is outside the glossary loop/,
    );
  });

  it("rejects a heading id that is not an anchor, and a duplicate one", () => {
    expect(errorOf('<p>x</p>\n<h2 id="bad id">A\n</h2>')).toBe(
      'line 2: the heading id "bad id" is not an anchor such as Ready_Phase',
    );
    expect(errorOf('<h2 id="A">A</h2>\n<h2 id="A">again</h2>')).toBe(
      'line 2: the id "A" is already used by the heading on line 1',
    );
  });
});
