// The rules reference goes to the browser as static HTML (components/ui/StaticHtml):
// every entry and text of the real reference must come out as React itself draws it.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { GlossaryEntryView } from "@/components/rules/GlossaryEntryView";
import { RulesMarkup } from "@/components/rules/RulesMarkup";
import { renderStaticMarkup } from "@/components/ui/static-markup";

useTestDatabase();
let reference: Awaited<ReturnType<typeof import("./queries").getRulesReference>>;

beforeAll(async () => {
  reference = await (await import("./queries")).getRulesReference();
});

const differing = (nodes: [string, ReactNode][]) => nodes.filter(([, node]) => renderStaticMarkup(node) !== renderToStaticMarkup(node)).map(([name]) => name);

describe("the rules reference as static HTML", () => {
  it("draws every glossary entry, rule and phase as React does", () => {
    const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
    expect(reference.entries.length).toBeGreaterThan(50);
    const entries = reference.entries.map((entry): [string, ReactNode] => [entry.anchor, createElement(GlossaryEntryView, { entry, level: 3, titles })]);
    expect(differing(entries)).toEqual([]);
  });

  it("draws every section's and card type's text as React does", () => {
    const bodies = [...reference.sections.map((s) => [s.anchor, s.body] as const), ...reference.anatomy.map((a) => [a.cardType, a.intro] as const)];
    expect(differing(bodies.map(([name, body]) => [name, createElement(RulesMarkup, { body })]))).toEqual([]);
  });
});
