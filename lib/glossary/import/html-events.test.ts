import { describe, expect, it } from "vitest";
import { readHtml } from "./html-events";
import { ImportError } from "./import-error";

const errorOf = (source: string) => {
  try {
    readHtml(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  }
  throw new Error("expected an ImportError");
};

describe("reading a page into events", () => {
  it("gives every event its line and closes what HTML lets you leave open", () => {
    const { events, warnings } = readHtml('<h2 id="A">A</h2>\n<ul>\n<li>one\n<li>two\n</ul>');
    expect(events).toEqual([
      { kind: "open", name: "h2", attrs: { id: "A" }, line: 1 },
      { kind: "text", text: "A", line: 1 },
      { kind: "close", name: "h2", line: 1 },
      { kind: "text", text: "\n", line: 1 },
      { kind: "open", name: "ul", attrs: {}, line: 2 },
      { kind: "text", text: "\n", line: 2 },
      { kind: "open", name: "li", attrs: {}, line: 3 },
      { kind: "text", text: "one\n", line: 3 },
      { kind: "close", name: "li", line: 4 },
      { kind: "open", name: "li", attrs: {}, line: 4 },
      { kind: "text", text: "two\n", line: 4 },
      { kind: "close", name: "li", line: 5 },
      { kind: "close", name: "ul", line: 5 },
    ]);
    expect(warnings).toEqual([]);
  });

  it("turns Twig tags in text and attribute values into template events with their lines", () => {
    const { events } = readHtml(
      '{% for entity in glossary %}\n<h3\n id="{{ entity.keyword }}">{{ entity.title }}</h3>{% endfor %}',
    );
    expect(events.filter((e) => e.kind === "template")).toEqual([
      { kind: "template", code: "{% for entity in glossary %}", line: 1 },
      { kind: "template", code: "{{ entity.keyword }}", line: 3 },
      { kind: "template", code: "{{ entity.title }}", line: 3 },
      { kind: "template", code: "{% endfor %}", line: 3 },
    ]);
  });

  it("decodes entities after finding Twig tags, so encoded braces stay text", () => {
    const { events } = readHtml('<p title="a &amp; b">&#123;&#123; x }} &copy; &lt;b&gt;</p>');
    expect(events).toContainEqual({ kind: "open", name: "p", attrs: { title: "a & b" }, line: 1 });
    expect(events).toContainEqual({ kind: "text", text: "{{ x }} © <b>", line: 1 });
  });

  it("skips the text of style and script, Twig-like braces included", () => {
    const { events } = readHtml("<style>p { color: red }</style><script>if (a<b) { x({{}}) }</script><p>kept</p>");
    expect(events.filter((e) => e.kind === "text")).toEqual([{ kind: "text", text: "kept", line: 1 }]);
  });

  it("honours self-closing tags and void elements", () => {
    const { events } = readHtml('<p>a<span class="vp"/>b<br>c</p>');
    expect(events.map((e) => (e.kind === "text" ? e.text : `${e.kind}:${"name" in e ? e.name : ""}`))).toEqual([
      "open:p",
      "a",
      "open:span",
      "close:span",
      "b",
      "open:br",
      "close:br",
      "c",
      "close:p",
    ]);
  });

  it("warns about a closing tag that closes nothing, and reads </p> and </br> as browsers do", () => {
    const { events, warnings } = readHtml("<div>a</div>\n</section>\n</br>\n</p>");
    expect(warnings).toEqual([
      "line 2: </section> closes nothing and was ignored",
      "line 4: </p> closes nothing and was read as an empty paragraph",
    ]);
    expect(events.filter((e) => e.kind === "open").map((e) => e.line)).toEqual([1, 3, 4]);
  });
});

describe("what htmlparser2 would silently recover from", () => {
  it("a closing tag that lost its '>' (the parser would skip to the next '>')", () => {
    expect(errorOf('<p>a <span class="vp"></span b <em>c</em></p>')).toBe(
      "line 1: the closing tag </span is not closed with '>'",
    );
    expect(errorOf("<table><tr><td>a</td<td>b</td></tr></table>")).toBe(
      "line 1: the closing tag </td is not closed with '>'",
    );
    expect(errorOf("<p>a</p>\n\n</p")).toBe("line 3: the closing tag </p is not closed with '>'");
  });

  it("a tag that lost its '>' and took the next tag into its name or attributes", () => {
    expect(errorOf("<p>\n<strongtrait</strong></p>")).toBe(
      "line 2: the tag <strongtrait from line 2 is not closed with '>' before the next '<'",
    );
    expect(errorOf('<p>\n<a href="#B"\nlink</a></p>')).toBe(
      "line 3: the tag <a from line 2 is not closed with '>' before the next '<'",
    );
    expect(errorOf('<p><a href="#B"x">y</a></p>')).toBe('line 1: unexpected "\\"" in the tag <a');
    expect(errorOf('<p><em"x">y</em></p>')).toBe('line 1: unexpected "\\"" in the tag <em');
    expect(errorOf("<p>a</p{{ x }}>")).toBe('line 1: unexpected "{" in the closing tag </p');
    expect(errorOf('<p>a\n</ b <span class="vp"></span></p>')).toBe("line 2: the closing tag </ has no name");
    expect(errorOf('<p><em>in vacuum\n<!"</em></p>')).toBe(
      "line 2: the markup <! is not a comment; comments are written <!-- … -->",
    );
    expect(
      readHtml("<!DOCTYPE html>\n<![CDATA[ x ]]><p>a<!-- note -->b</p>").events.filter((e) => e.kind === "text"),
    ).toEqual([
      { kind: "text", text: "\n", line: 1 },
      { kind: "text", text: "a", line: 2 },
      { kind: "text", text: "b", line: 2 },
    ]);
    expect(readHtml("<p>a<o:p></o:p></p>").events.map((e) => e.kind)).toEqual([
      "open",
      "text",
      "open",
      "close",
      "close",
    ]);
  });

  it("a tag, declaration or comment still open at the end", () => {
    expect(errorOf("<p>a</p>\n<h3")).toBe("line 2: the tag <h3 is never closed with '>'");
    expect(errorOf("<p>a</p>\n<h3 id='x'")).toBe("line 2: the tag <h3 is never closed with '>'");
    expect(errorOf("<p>a</p>\n<!doctype html")).toBe("line 2: the markup <!doctype is never closed with '>'");
    expect(errorOf("<p>a</p>\n<!-- a > b\n<p>lost</p>")).toBe("line 2: the comment <!-- is never closed with -->");
  });

  it("an attribute quote still open at the end, even when a '>' follows inside it", () => {
    expect(errorOf('<p>a</p>\n<a class="x"\n  href=\'#B>link</a>')).toBe(
      "line 3: the value of href= in <a> opens a ' that is never closed",
    );
  });

  it("a Twig tag never closed in text or in an attribute value", () => {
    expect(errorOf("<p>a</p>\n{{ entity.title")).toBe("line 2: the template tag {{ is never closed with }}");
    expect(errorOf("<p>\n{% if x </p>")).toBe("line 2: the template tag {% is not closed with %} before the next tag");
    expect(errorOf('<p>a</p>\n<h3 id="{{ entity.keyword">')).toBe(
      "line 2: the template tag {{ in the value of id= is never closed with }}",
    );
    // A closing tag the parser drops still ends the text before it.
    expect(errorOf("<p>a</p>\n{% endif %</em>}")).toBe(
      "line 2: the template tag {% is not closed with %} before the next tag",
    );
  });

  it("an element HTML requires to be closed, closed implicitly", () => {
    expect(errorOf('<p><a href="#A">one\n<a href="#B">two</a></p>')).toBe(
      "line 2: <a> starts inside the <a> opened on line 1, which is never closed",
    );
    expect(errorOf("<ul>\n<li><em>a</li></ul>")).toBe(
      "line 2: </li> closes <li> while the <em> opened on line 2 is still open",
    );
    expect(errorOf("<div>\n<section>\n<p>a")).toBe("line 1: <div> is never closed");
  });
});
