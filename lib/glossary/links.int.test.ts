// Every link the rules reference and the card pages produce must land on
// something: a broken link fails here.
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { RulesSectionView } from "@/components/rules/RulesSectionView";
import { RulesToc } from "@/components/rules/RulesToc";
import { CardAnatomy } from "@/components/rules/CardAnatomy";
import { GameIconSprite } from "@/components/ui/GameIconSprite";
import { parseCardText } from "../cards/card-text";
import type { ComplicationFace, ContractFace } from "../cards/seed-schema";
import type { HeroicRecord } from "../cards/card-record";
import type { AnatomySeed } from "./seed-schema";
import { keywordAnchor } from "./keywords";
import { markupAnchors } from "./rules-markup";
import { cardGlossary, linkTerms } from "./term-links";

const db = useTestDatabase();
let queries: typeof import("./queries");
let reference: Awaited<ReturnType<typeof import("./queries").getRulesReference>>;
let pageIds: Set<string>;
let pageHtml: string;
/** /rules/card-anatomy, whose faces and parts /rules loads into its anatomy section. */
let anatomyHtml: string;

beforeAll(async () => {
  queries = await import("./queries");
  reference = await queries.getRulesReference();
  const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
  pageHtml = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      // The site's layout draws the icon shapes once on every page.
      createElement(GameIconSprite),
      createElement(RulesToc, { reference }),
      ...reference.sections.map((section) =>
        createElement(RulesSectionView, { key: section.anchor, section, reference, titles }),
      ),
    ),
  );
  anatomyHtml = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(GameIconSprite),
      createElement(CardAnatomy, { items: reference.anatomy, titles, level: 2 }),
    ),
  );
  pageIds = new Set([...pageHtml.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
});

/** Every text field of a card that CardFace renders with CardText, in the order it renders them. */
function cardTexts(card: {
  type: string;
  keywords: string[];
  text: string;
  heroic: unknown;
  contract: unknown;
  complication: unknown;
}): string[] {
  const heroic = card.heroic as HeroicRecord | null;
  const contract = card.contract as ContractFace | null;
  const complication = card.complication as ComplicationFace | null;
  return [
    card.keywords.length ? `${card.keywords.join(". ")}.` : "",
    heroic?.trained ?? "",
    heroic?.expert ?? "",
    card.text,
    ...(contract ? [...contract.subplots.map((s) => s.reward), contract.text] : []),
    ...(complication ? [...complication.subplots.map((s) => s.reward), complication.text] : []),
  ].filter(Boolean);
}

describe("links in the rules reference", () => {
  it("every related entry and every [[link]] names an existing anchor", () => {
    const anchors = new Set([...reference.entries, ...reference.sections].map((x) => x.anchor));
    const broken: string[] = [];
    const check = (from: string, list: string[]) =>
      list.forEach((a) => anchors.has(a) || broken.push(`${from} -> ${a}`));
    for (const e of reference.entries)
      check(e.anchor, [...e.related, ...markupAnchors(e.body), ...e.stages.flatMap(markupAnchors)]);
    for (const s of reference.sections) check(s.anchor, markupAnchors(s.body));
    for (const a of reference.anatomy) {
      const callouts = a.callouts as AnatomySeed["callouts"];
      check(a.cardType, [
        ...markupAnchors(a.intro),
        ...callouts.flatMap((c) => [...markupAnchors(c.body), ...(c.see ? [c.see] : [])]),
      ]);
    }
    expect(broken).toEqual([]);
  });

  it("every entry and section is addressable in the reference's pages, and every link there lands on an id", () => {
    const missing = [...reference.entries, ...reference.sections].map((x) => x.anchor).filter((a) => !pageIds.has(a));
    expect(missing).toEqual([]);
    // In-page and place links (/rules#X, /rules/Glossary#X) and anchor addresses (/rules/X) alike.
    const targets = [
      ...pageHtml.matchAll(/href="(?:\/rules(?:\/[A-Za-z_]+)?)?#([^"]+)"|href="\/rules\/([A-Za-z0-9_]+)"/g),
    ]
      .map((m) => m[1] ?? m[2]!)
      .filter((t) => t !== "card-anatomy");
    expect(targets.length).toBeGreaterThan(100);
    expect([...new Set(targets)].filter((t) => !pageIds.has(t))).toEqual([]);
  });

  it("every link in the card anatomy lands on an id on /rules or on the anatomy page itself", () => {
    const anatomyIds = new Set([...anatomyHtml.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
    const targets = [...anatomyHtml.matchAll(/href="(?:\/rules)?#([^"]+)"|href="\/rules\/([A-Za-z0-9_]+)"/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    expect(targets.length).toBeGreaterThan(20);
    expect([...new Set(targets)].filter((t) => !pageIds.has(t) && !anatomyIds.has(t))).toEqual([]);
  });

  it("shows one card face per card type in the card anatomy", () => {
    expect(reference.anatomy.map((a) => a.card.type).sort()).toEqual([
      "ACTION",
      "ADVENTURE",
      "CONNECTION",
      "CREW",
      "GEAR",
      "SHIP",
      "UPGRADE",
    ]);
    for (const a of reference.anatomy)
      expect(anatomyHtml).toContain(`aria-label="${a.card.name.replace(/'/g, "&#x27;")}: `);
  });
});

describe("links from card text", () => {
  it("every link made from every card's text resolves to an entry shown on /rules", async () => {
    const [cards, index] = await Promise.all([db.prisma.card.findMany(), queries.getTermIndex()]);
    const entries = new Set(reference.entries.map((e) => e.anchor));
    const made = new Map<string, number>();
    const broken: string[] = [];
    for (const card of cards) {
      const glossary = cardGlossary(index);
      for (const text of cardTexts(card)) {
        for (const token of linkTerms(parseCardText(text), glossary)) {
          if (token.kind !== "term") continue;
          made.set(token.anchor, (made.get(token.anchor) ?? 0) + 1);
          if (!entries.has(token.anchor) || !pageIds.has(token.anchor))
            broken.push(`${card.slug}: "${token.value}" -> ${token.anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(made.get("Trifling")).toBe(cards.filter((c) => c.keywords.includes("Trifling")).length);
    expect(made.size).toBeGreaterThan(20);
  });

  it("every keyword a card prints has a keyword entry", async () => {
    const keywords = new Set(
      (await db.prisma.card.findMany({ select: { keywords: true } })).flatMap((c) => c.keywords.map(keywordAnchor)),
    );
    const kinds = new Map(reference.entries.map((e) => [e.anchor, e.kind]));
    expect([...keywords].filter((k) => kinds.get(k) !== "KEYWORD")).toEqual([]);
  });
});
