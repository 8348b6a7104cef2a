// A wide table scrolls inside its own box on a narrow screen instead of widening the page; the box takes focus so
// it scrolls by keyboard too.
import type { ReactNode } from "react";

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
