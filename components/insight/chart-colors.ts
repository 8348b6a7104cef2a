// Series colours: card types in their colours from the site's palette (with
// fallbacks, as SVG may be shown outside the page's stylesheet), others by key.
const COLORS: Record<string, string> = {
  SHIP: "var(--ship, #3b4a6b)",
  CREW: "var(--crew, #2f6b3a)",
  GEAR: "var(--gear, #7a5a1c)",
  UPGRADE: "var(--upgrade, #5a3d7a)",
  CONNECTION: "var(--connection, #1c6b6b)",
  ACTION: "var(--action, #8a2c2c)",
  ADVENTURE: "var(--adventure, #6b5a2f)",
  trained: "var(--crew, #2f6b3a)",
  expert: "#c9a227",
  contract: "var(--adventure, #6b5a2f)",
  complication: "var(--complication, #4a4a4a)",
};

export const seriesColor = (key: string): string => COLORS[key] ?? "var(--accent, #1d5fa8)";
