// Renders a rules-markup body: paragraphs, lists and tables, with the card
// icons drawn by the catalogue's own CardText and [[links]] to other anchors.
import { CardText } from "@/components/card/CardText";
import { rulesHref } from "@/lib/glossary/anchors";
import { parseRulesMarkup, type Block, type Inline } from "@/lib/glossary/rules-markup";

export type HrefFor = (anchor: string) => string;

// Keyed elements or bare strings, not a keyed fragment per part: long pages carry every wrapper twice (HTML and payload).
function InlineContent({ content, hrefFor }: { content: Inline[]; hrefFor: HrefFor }) {
  return content.map((part, i) => {
    const text = part.kind === "link" ? part.label : part.text;
    const inner = text.includes("[") ? <CardText key={i} text={text} className="rules-text" /> : text;
    const linked =
      part.kind === "link" ? (
        <a key={i} href={hrefFor(part.anchor)} className="rules-link">
          {inner}
        </a>
      ) : (
        inner
      );
    return part.strong ? <strong key={i}>{linked}</strong> : linked;
  });
}

function BlockView({ block, hrefFor }: { block: Block; hrefFor: HrefFor }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineContent content={block.content} hrefFor={hrefFor} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineContent content={item} hrefFor={hrefFor} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <table className="rules-table">
          <thead>
            <tr>
              {block.head.map((cell, i) => (
                <th key={i} scope="col">
                  <InlineContent content={cell} hrefFor={hrefFor} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i}>
                    <InlineContent content={cell} hrefFor={hrefFor} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function RulesMarkup({ body, hrefFor = rulesHref }: { body: string; hrefFor?: HrefFor }) {
  return parseRulesMarkup(body).map((block, i) => <BlockView key={i} block={block} hrefFor={hrefFor} />);
}
