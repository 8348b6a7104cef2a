// Long read-only content (the rules reference, lists of card tiles) as one
// string of HTML: the page data carries a string, not thousands of elements,
// and React hydrates one element instead of each node (less main-thread work
// as the page loads). Its content can hold no client component; scripts that
// read or hide its nodes (the glossary filter) work on the DOM as usual.
import type { HTMLAttributes, ReactNode } from "react";
import { renderStaticMarkup } from "./static-markup";

type StaticHtmlProps = { as?: "div" | "section" | "article" | "ul"; children: ReactNode } & Omit<
  HTMLAttributes<HTMLElement>,
  "children" | "dangerouslySetInnerHTML"
>;

export function StaticHtml({ as: Tag = "div", children, ...attributes }: StaticHtmlProps) {
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: renderStaticMarkup(children) }} />;
}
