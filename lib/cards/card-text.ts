// Card-text markup -> tokens. Pure: used by every page (through
// components/card/CardText) and by the rules reference. Unknown markup stays
// as literal text so nothing a card says is ever dropped.
import { CAPABILITIES, CAPABILITY_LABELS, SKILLS, SKILL_LABELS, type Capability, type Skill } from "./vocabulary";

export const ICON_LABELS = {
  vp: "victory points",
  credit: "credits",
  action: "Action",
  reaction: "Reaction",
  exert: "Exert",
  ready: "Ready",
  use: "Use",
  heroic: "Heroic",
  wound: "wounds",
  structure: "structure",
  infamy: "infamy",
  initiative: "initiative",
  distance: "distance",
  jump: "jump",
  attack: "attack value",
  defense: "defense value",
  ship: "ship",
  crew: "crew",
  gear: "gear",
  upgrade: "upgrade",
  connection: "connection",
  contract: "contract",
  complication: "complication",
  adventure: "adventure",
} as const;
export type IconName = keyof typeof ICON_LABELS;

export type TextToken =
  | { kind: "text"; value: string }
  | { kind: "newline" }
  | { kind: "icon"; icon: IconName; label: string }
  | { kind: "skill"; skill: Skill; label: string }
  | { kind: "capability"; capability: Capability; label: string };

const MARKUP = /\[([a-z_]+)(?::([a-z_]+))?\]/g;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_LABELS, name);
}

function tokenFor(name: string, arg: string | undefined): TextToken | null {
  if (arg === undefined && isIconName(name)) return { kind: "icon", icon: name, label: ICON_LABELS[name] };
  if (name === "skill" && arg && (SKILLS as readonly string[]).includes(arg)) {
    const skill = arg as Skill;
    return { kind: "skill", skill, label: `${SKILL_LABELS[skill]} skill` };
  }
  if (name === "cap" && arg && (CAPABILITIES as readonly string[]).includes(arg)) {
    const capability = arg as Capability;
    return { kind: "capability", capability, label: `${CAPABILITY_LABELS[capability]} capability` };
  }
  return null;
}

export function parseCardText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  const pushText = (value: string) => {
    const lines = value.split("\n");
    lines.forEach((line, i) => {
      if (i > 0) tokens.push({ kind: "newline" });
      if (!line) return;
      const last = tokens.at(-1);
      if (last?.kind === "text") last.value += line;
      else tokens.push({ kind: "text", value: line });
    });
  };
  let at = 0;
  for (const match of text.matchAll(MARKUP)) {
    const token = tokenFor(match[1]!, match[2]);
    if (!token) continue; // left in place, emitted literally with the text around it
    pushText(text.slice(at, match.index));
    tokens.push(token);
    at = match.index + match[0].length;
  }
  pushText(text.slice(at));
  return tokens;
}

/** Plain-text form of card text, for search snippets and metadata. */
export function cardTextToPlain(text: string): string {
  return parseCardText(text)
    .map((t) => (t.kind === "text" ? t.value : t.kind === "newline" ? " " : `[${t.label}]`))
    .join("")
    .trim();
}
