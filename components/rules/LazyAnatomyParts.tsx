"use client";
// A card type's face and parts for the reference page's anatomy appendix,
// fetched from the appendix's own cached page when the reader gets within a
// screen of them (or opens the page at an anchor in the appendix). Until then,
// and without JavaScript, a link to that page stands in their place.
import { useEffect, useRef, useState } from "react";

let appendix: Promise<Document> | undefined;

/** The appendix's own page, fetched once for every type on the page. */
function loadAppendix(source: string): Promise<Document> {
  appendix ??= fetch(source)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${source}: ${response.status}`))))
    .then((html) => new DOMParser().parseFromString(html, "text/html"));
  appendix.catch(() => (appendix = undefined));
  return appendix;
}

/** The parts' headings, moved down to sit under this page's headings. */
function shiftedHtml(parts: Element, by: number): string {
  for (const heading of [...parts.querySelectorAll("h1, h2, h3, h4, h5, h6")]) {
    const level = Math.min(Number(heading.tagName[1]) + by, 6);
    const moved = parts.ownerDocument.createElement(`h${level}`);
    for (const { name, value } of [...heading.attributes]) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return parts.outerHTML;
}

export function LazyAnatomyParts({
  cardType,
  source,
  headingShift,
  children,
}: {
  cardType: string;
  source: string;
  headingShift: number;
  children: React.ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      loadAppendix(source)
        .then((page) => {
          const parts = page.querySelector(`[data-anatomy-parts="${cardType}"]`);
          if (parts) setHtml(shiftedHtml(parts, headingShift));
        })
        .catch(() => (done = false));
    };
    if (/^#(Card_Anatomy|Anatomy_)/.test(window.location.hash)) load();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cardType, source, headingShift]);

  if (html) return <div className="anatomy-parts" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="anatomy-parts" ref={placeholder}>
      {children}
    </div>
  );
}
