// Previous / numbered / next links with a link element of the caller's choosing: next/link where the page hydrates
// (Pagination), a plain <a> inside static HTML, which can hold no client component (the catalogue's results).
import type { ComponentType, ReactNode } from "react";

type Anchor = "a" | ComponentType<{ href: string; rel?: string; children: ReactNode }>;

/** The page number lives in the URL. */
export function PageLinks({
  page,
  pageCount,
  href,
  Anchor,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  Anchor: Anchor;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Anchor href={href(page - 1)} rel="prev">
          ← Previous
        </Anchor>
      ) : (
        <span aria-disabled="true">← Previous</span>
      )}
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - pages[i - 1]! > 1 ? <span className="gap">…</span> : null}
          {p === page ? (
            <span aria-current="page" className="current">
              {p}
            </span>
          ) : (
            <Anchor href={href(p)}>{p}</Anchor>
          )}
        </span>
      ))}
      {page < pageCount ? (
        <Anchor href={href(page + 1)} rel="next">
          Next →
        </Anchor>
      ) : (
        <span aria-disabled="true">Next →</span>
      )}
    </nav>
  );
}
