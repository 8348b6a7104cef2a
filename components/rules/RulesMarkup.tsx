// Renders a rules-markup body: paragraphs, lists and tables, with the card
// icons drawn by the catalogue's own CardText and [[links]] to other anchors.
import { Fragment } from "react";
import { CardText } from "@/components/card/CardText";
import { rulesHref } from "@/lib/glossary/anchors";
import { parseRulesMarkup, type Block, type Inline } from "@/lib/glossary/rules-markup";

export type HrefFor = (anchor: string) => string;

/** Text with card markup (icons, tokens) through CardText; plain text as it is, which keeps long pages small. */
function Text({ text }: { text: string }) {
  return text.includes("[") ? <CardText text={text} className="rules-text" /> : text;
}

function InlineContent({ content, hrefFor }: { content: Inline[]; hrefFor: HrefFor }) {
  return content.map((part, i) => {
    const inner =
      part.kind === "link" ? (
        <a href={hrefFor(part.anchor)} className="rules-link">
          <Text text={part.label} />
        </a>
      ) : (
        <Text text={part.text} />
      );
    return <Fragment key={i}>{part.strong ? <strong>{inner}</strong> : inner}</Fragment>;
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
