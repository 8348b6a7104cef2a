// The game's fixed vocabulary. Pure data: shared by the seed loader, the card
// renderer, the search parser and the deck rules engine.

export const CARD_TYPES = ["SHIP", "CREW", "GEAR", "UPGRADE", "CONNECTION", "ACTION", "ADVENTURE"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Captain's deck types, in the order a deck list shows them. */
export const CAPTAINS_DECK_TYPES = [
  "CREW",
  "GEAR",
  "UPGRADE",
  "CONNECTION",
  "ACTION",
] as const satisfies readonly CardType[];

export const CARD_TYPE_LABELS: Record<CardType, string> = {
  SHIP: "Ship",
  CREW: "Crew",
  GEAR: "Gear",
  UPGRADE: "Upgrade",
  CONNECTION: "Connection",
  ACTION: "Action",
  ADVENTURE: "Adventure",
};

export const SKILLS = [
  "admin",
  "astrogation",
  "broker",
  "computers",
  "diplomat",
  "engineer",
  "gunnery",
  "jack_of_all_trades",
  "leadership",
  "medic",
  "melee",
  "pilot",
  "recon",
  "science",
  "stealth",
  "streetwise",
  "survival",
  "tactics",
] as const;
export type Skill = (typeof SKILLS)[number];

export const SKILL_LABELS: Record<Skill, string> = {
  admin: "Admin",
  astrogation: "Astrogation",
  broker: "Broker",
  computers: "Computers",
  diplomat: "Diplomat",
  engineer: "Engineer",
  gunnery: "Gunnery",
  jack_of_all_trades: "Jack-of-All-Trades",
  leadership: "Leadership",
  medic: "Medic",
  melee: "Melee",
  pilot: "Pilot",
  recon: "Recon",
  science: "Science",
  stealth: "Stealth",
  streetwise: "Streetwise",
  survival: "Survival",
  tactics: "Tactics",
};

/** A crew card's skills as a tile or face says them: "Pilot (expert), Medic". */
export function crewSkillsLine(card: { skills: readonly string[]; expertSkills: readonly string[] }): string {
  return card.skills
    .map((s) => `${SKILL_LABELS[s as Skill] ?? s}${card.expertSkills.includes(s) ? " (expert)" : ""}`)
    .join(", ");
}

export const SKILL_LEVELS = ["trained", "expert"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const CAPABILITIES = ["cargo", "passengers", "sensors", "weapons", "medical", "streamlined"] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_LABELS: Record<Capability, string> = {
  cargo: "Cargo",
  passengers: "Passengers",
  sensors: "Sensors",
  weapons: "Weapons",
  medical: "Medical",
  streamlined: "Streamlined",
};

export const PHASES = ["ready", "adventure", "procurement", "action", "resource", "resolution"] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  ready: "Ready Phase",
  adventure: "Adventure Phase",
  procurement: "Procurement Phase",
  action: "Action Phase",
  resource: "Resource Phase",
  resolution: "Resolution Phase",
};

export const SPECIES = ["Human", "Aslan", "Vargr", "Droyne", "Hiver", "K'kree", "Bwap", "Robot"] as const;

/** Short marks printed inside skill and capability token icons. */
export const SKILL_MARKS: Record<Skill, string> = {
  admin: "Ad",
  astrogation: "As",
  broker: "Br",
  computers: "Co",
  diplomat: "Di",
  engineer: "En",
  gunnery: "Gu",
  jack_of_all_trades: "JT",
  leadership: "Le",
  medic: "Me",
  melee: "Ml",
  pilot: "Pi",
  recon: "Re",
  science: "Sc",
  stealth: "St",
  streetwise: "Sw",
  survival: "Su",
  tactics: "Ta",
};

export const CAPABILITY_MARKS: Record<Capability, string> = {
  cargo: "CG",
  passengers: "PX",
  sensors: "SN",
  weapons: "WP",
  medical: "MD",
  streamlined: "SL",
};
