// The reference page draws icons as empty spans (<span class="vp"></span>).
// This maps their classes to Starport's card-text markup; classes are matched
// case-insensitively because the page spells some both ways (Contract, contract).

const ICON_MARKUP: Record<string, string> = {
  vp: "[vp]",
  victorypoint: "[vp]",
  "1": "1[credit]",
  credit: "[credit]",
  action: "[action]",
  react: "[reaction]",
  reaction: "[reaction]",
  exert: "[exert]",
  ready: "[ready]",
  use: "[use]",
  heroic: "[heroic]",
  heroics: "[heroic]",
  wound: "[wound]",
  structure: "[structure]",
  infamy: "[infamy]",
  initiative: "[initiative]",
  distance: "[distance]",
  jump: "[jump]",
  av: "[attack]",
  attack: "[attack]",
  dv: "[defense]",
  defense: "[defense]",
  ship: "[ship]",
  crew: "[crew]",
  gear: "[gear]",
  upgrade: "[upgrade]",
  connection: "[connection]",
  contract: "[contract]",
  complication: "[complication]",
  adventure: "[adventure]",
};

/** The markup for an icon span's class, or null when Starport draws no such icon. */
export function iconMarkup(className: string): string | null {
  for (const name of className.trim().toLowerCase().split(/\s+/)) {
    if (Object.hasOwn(ICON_MARKUP, name)) return ICON_MARKUP[name]!;
  }
  return null;
}
