"use client";
// Opens the browser's print dialog, where "Save as PDF" makes the PDF.
export function PrintButton({ label = "Print or save as PDF" }: { label?: string }) {
  return (
    <button type="button" className="no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
