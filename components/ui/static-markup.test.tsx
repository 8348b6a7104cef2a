import { useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardText } from "@/components/card/CardText";
import { GameIcon, TokenBadge } from "./GameIcon";
import { renderStaticMarkup } from "./static-markup";

// React's own static renderer is the reference: the rules page's HTML must not change when it goes static.
const same = (node: React.ReactNode) => expect(renderStaticMarkup(node)).toBe(renderToStaticMarkup(node));

function Entry({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <article id={title} className="entry" data-terms="a b" aria-labelledby={`${title}-t`}>
      <h3 id={`${title}-t`}>{title}</h3>
      {children}
    </article>
  );
}

describe("renderStaticMarkup", () => {
  it("writes what React writes for elements, fragments, lists and components", () => {
    same(
      <>
        <Entry title="Trifling">
          <p>
            One <strong>two</strong> {3} {null} {false} {undefined}
            <br />
            <a href="https://example.com/jump?x=1&y=2">jump</a>
          </p>
          {["a", "b"].map((x) => (
            <li key={x}>{x}</li>
          ))}
        </Entry>
        <table className="rules-table">
          <tbody>
            <tr>
              <th scope="col" colSpan={2}>
                Cost
              </th>
            </tr>
          </tbody>
        </table>
      </>,
    );
  });

  it("escapes text and attributes as React does", () => {
    same(<p title={`"quoted" & <tagged> 'single'`}>{`<script>alert("x") & 'y'</script>`}</p>);
  });

  it("writes boolean, aria and data attributes as React does", () => {
    same(<span hidden aria-hidden={true} data-open={false} tabIndex={-1} />);
    same(<input type="checkbox" disabled={false} readOnly />);
  });

  it("writes SVG attribute names as React does (viewBox kept, strokeWidth and textAnchor dashed)", () => {
    same(<GameIcon name="credit" label="credits" />);
    same(<TokenBadge kind="skill" id="medic" label="Medic skill" />);
    same(<CardText text="[use] - [exert]: Gain [skill:medic] and 2[credit].\nDraw." />);
  });

  it("writes SVG's spelling for markup that goes inside an <svg>, when told so", () => {
    const shape = (
      <symbol id="s" viewBox="0 0 24 24">
        <circle r="9" strokeWidth="2.2" />
      </symbol>
    );
    const inside = renderToStaticMarkup(<svg>{shape}</svg>).replace(/^<svg>|<\/svg>$/g, "");
    expect(renderStaticMarkup(shape, { inSvg: true })).toBe(inside);
    expect(renderStaticMarkup(shape)).toContain('strokeWidth="2.2"');
  });

  it("puts markup already drawn (a StaticHtml inside static content) in as React does", () => {
    same(<ul className="card-grid" dangerouslySetInnerHTML={{ __html: "<li>Kestrel &amp; Dawn</li>" }} />);
  });

  it("refuses what would not work without the browser, rather than draw it half", () => {
    expect(() => renderStaticMarkup(<button onClick={() => {}}>Go</button>)).toThrow(/onClick/);
    function Counter() {
      const [n] = useState(0);
      return <span>{n}</span>;
    }
    expect(() => renderStaticMarkup(<Counter />)).toThrow();
    async function Later() {
      return <span>later</span>;
    }
    expect(() => renderStaticMarkup(<Later />)).toThrow(/async component Later/);
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for("react.client.reference") });
    expect(() => renderStaticMarkup(<>{[{ ...(<span />), type: clientReference }]}</>)).toThrow(
      /only elements and plain server components/,
    );
  });
});
