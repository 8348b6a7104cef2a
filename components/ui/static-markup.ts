// Renders a tree of server components to an HTML string, for long read-only
// content that React should send as one string and not hydrate node by node
// (StaticHtml). React's own renderToStaticMarkup cannot be imported where
// server components render, so this covers what such content uses: elements,
// fragments and plain function components. Anything that needs the browser
// (a client component, an event handler, a hook) throws instead of rendering
// something that would silently not work.
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
// SVG keeps these in camelCase; its other camelCase props are kebab-case attributes (strokeWidth, textAnchor).
const SVG_CAMEL_CASE = new Set([
  "viewBox",
  "preserveAspectRatio",
  "gradientTransform",
  "gradientUnits",
  "patternUnits",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
]);
const CLIENT_REFERENCE = Symbol.for("react.client.reference");
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

// React's spellings; any other HTML prop is written as spelled (HTML reads attribute names in any case).
const HTML_ALIASES: Record<string, string> = { className: "class", htmlFor: "for", tabIndex: "tabindex" };

function attributeName(prop: string, inSvg: boolean): string {
  if (HTML_ALIASES[prop]) return HTML_ALIASES[prop];
  if (!inSvg || SVG_CAMEL_CASE.has(prop)) return prop;
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function attributes(props: Record<string, unknown>, inSvg: boolean): string {
  let out = "";
  for (const [prop, value] of Object.entries(props)) {
    if (prop === "children" || prop === "dangerouslySetInnerHTML" || value === undefined || value === null) continue;
    if (prop === "ref" || prop === "style" || typeof value === "function") {
      throw new Error(`static markup cannot carry the prop "${prop}"`);
    }
    const name = attributeName(prop, inSvg);
    // As React: aria-* and data-* say "true"/"false"; other boolean attributes are there or not.
    if (typeof value === "boolean" && !name.startsWith("aria-") && !name.startsWith("data-")) {
      if (value) out += ` ${name}=""`;
      continue;
    }
    out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function render(node: ReactNode, inSvg: boolean): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map((child) => render(child, inSvg)).join("");
  if (!isValidElement(node)) throw new Error(`static markup cannot render ${Object.prototype.toString.call(node)}`);
  const { type, props } = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  if (type === Fragment) return render(props.children, inSvg);
  if (typeof type === "string") {
    const svg = inSvg || type === "svg";
    const attrs = attributes(props, svg);
    // Void elements close themselves, as React writes them.
    if (VOID_ELEMENTS.has(type)) return `<${type}${attrs}/>`;
    // Markup already drawn (a StaticHtml inside static content) goes in as it is, as React puts it.
    const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
    return `<${type}${attrs}>${inner ? inner.__html : render(props.children, svg)}</${type}>`;
  }
  if (typeof type === "function" && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    const output = (type as (props: object) => ReactNode)(props);
    if (output instanceof Promise) throw new Error(`static markup cannot wait for the async component ${type.name}`);
    return render(output, inSvg);
  }
  const name = typeof type === "function" ? type.name : String((type as { displayName?: string }).displayName ?? type);
  throw new Error(`static markup cannot render ${name}: only elements and plain server components`);
}

/**
 * The HTML of a tree of elements and plain server components; `inSvg` when it goes inside an `<svg>` (SVG spells
 * its attributes its own way).
 */
export function renderStaticMarkup(node: ReactNode, { inSvg = false }: { inSvg?: boolean } = {}): string {
  return render(node, inSvg);
}
