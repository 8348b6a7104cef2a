"use client";
// The builder's "only cards I own" switch; the pane filters with onlyOwned().
export function OnlyOwnedToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Only cards I own
    </label>
  );
}
