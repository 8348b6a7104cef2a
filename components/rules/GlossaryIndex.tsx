// The glossary, A to Z, with the keyword overview inside the keywords entry
// and a filter box. Entries come from the database; the list is static HTML
// (StaticHtml), which the filter narrows in the DOM.
import type { GlossaryEntry } from "@/lib/generated/prisma/client";
import { rulesHref } from "@/lib/glossary/anchors";
import { exactNames } from "@/lib/glossary/exact-term";
import { glossaryIndex, pointerNote } from "@/lib/glossary/glossary-index";
import { GlossaryEntryView } from "./GlossaryEntryView";
import { GlossaryFilter } from "./GlossaryFilter";
import { Heading } from "./Heading";
import { StaticHtml } from "@/components/ui/StaticHtml";

const GLOSSARY_LIST_ID = "glossary-entries";

export function GlossaryIndex({
  entries,
  titles,
  level,
}: {
  entries: GlossaryEntry[];
  titles: ReadonlyMap<string, string>;
  level: number;
}) {
  const letters = glossaryIndex(entries);
  return (
    <>
      <nav className="letter-nav" aria-label="Glossary letters">
        {letters.map(({ letter }) => (
          <a key={letter} href={`#Glossary_${letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      <GlossaryFilter target={GLOSSARY_LIST_ID} />
      <StaticHtml id={GLOSSARY_LIST_ID}>
        {letters.map(({ letter, items }) => (
          <section
            key={letter}
            className="glossary-letter"
            data-glossary-letter=""
            aria-labelledby={`Glossary_${letter}`}
          >
            <Heading level={level} id={`Glossary_${letter}`} className="letter-heading">
              {letter}
            </Heading>
            {items.map((item) =>
              item.kind === "entry" ? (
                <GlossaryEntryView key={item.entry.anchor} entry={item.entry} level={level + 1} titles={titles}>
                  {item.nested.length ? (
                    <div className="keyword-overview">
                      {item.nested.map((keyword) => (
                        <GlossaryEntryView key={keyword.anchor} entry={keyword} level={level + 2} titles={titles} />
                      ))}
                    </div>
                  ) : null}
                </GlossaryEntryView>
              ) : (
                <p
                  key={item.entry.anchor}
                  className="glossary-pointer"
                  data-glossary-item=""
                  data-exact={exactNames({ title: item.entry.title, terms: [] })}
                >
                  {/* A keyword stands in this list, inside the keyword overview; a phase or rule has its own page. */}
                  <a href={item.entry.kind === "KEYWORD" ? `#${item.entry.anchor}` : rulesHref(item.entry.anchor)}>
                    {item.entry.title}
                  </a>{" "}
                  <span className="muted">({pointerNote(item.entry.kind)})</span>
                </p>
              ),
            )}
          </section>
        ))}
      </StaticHtml>
    </>
  );
}
