// A wide table scrolls inside its own box on a narrow screen instead of widening the page; the box takes focus so
// it scrolls by keyboard too.
import type { ReactNode } from "react";

export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  /** A further class for the box (the insight tables' own cell styles hang on theirs). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-scroll ${className}` : "table-scroll"}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
