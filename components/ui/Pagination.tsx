import Link from "next/link";

/** Previous / numbered / next links; the page number lives in the URL. */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          ← Previous
        </Link>
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
            <Link href={href(p)}>{p}</Link>
          )}
        </span>
      ))}
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span aria-disabled="true">Next →</span>
      )}
    </nav>
  );
}
