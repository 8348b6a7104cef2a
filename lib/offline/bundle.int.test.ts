// The offline bundle's version moves with anything it carries: a card, a
// format revision, a glossary anchor; and stays put when nothing changed.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { GET } from "../../app/offline/bundle/route";
import type { OfflineBundle } from "./bundle-types";
import { buildOfflineBundle } from "./bundle";

const db = useTestDatabase();

const version = async () => (await buildOfflineBundle()).version;

describe("buildOfflineBundle", () => {
  it("carries cards, sets, every format revision and the glossary anchors, and is served as JSON", async () => {
    const res = await GET();
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const bundle = (await res.json()) as OfflineBundle;
    expect(bundle.cards).toHaveLength(await db.prisma.card.count());
    expect(bundle.sets).toHaveLength(await db.prisma.cardSet.count());
    expect(bundle.formats.flatMap((f) => f.revisions)).toHaveLength(await db.prisma.formatRevision.count());
    expect(bundle.glossary).toHaveLength(await db.prisma.glossaryEntry.count());
    expect(bundle.version).toMatch(/^[0-9a-f]{16}$/);
    expect(await version()).toBe(bundle.version);
  });

  it("moves its version when a card changes", async () => {
    const before = await version();
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "CREW" }, orderBy: { slug: "asc" } });
    await db.prisma.card.update({ where: { id: card.id }, data: { keywords: [...card.keywords, "Trifling"] } });
    const after = await version();
    await db.prisma.card.update({ where: { id: card.id }, data: { keywords: card.keywords } });
    expect(after).not.toBe(before);
    expect(await version()).toBe(before);
  });

  it("flags a retired card, kept for the lists that hold it and left out of the builder's search", async () => {
    const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR" }, orderBy: { slug: "asc" } });
    await db.prisma.card.update({ where: { id: card.id }, data: { retiredAt: new Date() } });
    const bundle = await buildOfflineBundle();
    await db.prisma.card.update({ where: { id: card.id }, data: { retiredAt: null } });
    expect(bundle.cards.filter((c) => c.retired).map((c) => c.slug)).toEqual([card.slug]);
  });

  it("moves its version when a format revision changes", async () => {
    const before = await version();
    const revision = await db.prisma.formatRevision.findFirstOrThrow({ orderBy: { id: "asc" } });
    const definition = revision.definition as { banned?: string[] };
    await db.prisma.formatRevision.update({
      where: { id: revision.id },
      data: { definition: { ...definition, banned: [...(definition.banned ?? []), "Some Banned Card"] } },
    });
    const after = await version();
    await db.prisma.formatRevision.update({ where: { id: revision.id }, data: { definition: revision.definition! } });
    expect(after).not.toBe(before);
    expect(await version()).toBe(before);
  });

  it("moves its version when a glossary anchor is added", async () => {
    const before = await version();
    await db.prisma.glossaryEntry.create({
      data: { anchor: "Test_Anchor", title: "Test anchor", kind: "TERM", body: "A term for the test." },
    });
    const after = await version();
    await db.prisma.glossaryEntry.delete({ where: { anchor: "Test_Anchor" } });
    expect(after).not.toBe(before);
    expect(await version()).toBe(before);
  });
});
