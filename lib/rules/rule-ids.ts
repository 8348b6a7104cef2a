// Every rule the engine knows, in the order a verdict lists them, with its
// severity and the glossary entry (an anchor of /rules) that explains it.
// "Formats" is Starport's own glossary entry: the game's reference has none.

export const RULES = {
  // A list is legal only when every card in it is known: always checked, whatever the format.
  "unknown-card": { severity: "error", glossary: "Formats" },
  "ship-count": { severity: "error", glossary: "Ship" },
  "captain-size": { severity: "error", glossary: "Captains_Deck" },
  "adventure-size": { severity: "error", glossary: "Adventure_Deck" },
  // The anchor of the section the card belongs in, per violation.
  section: { severity: "error", glossary: "Captains_Deck" },
  "legal-sets": { severity: "error", glossary: "Formats" },
  banned: { severity: "error", glossary: "Formats" },
  restricted: { severity: "error", glossary: "Formats" },
  copies: { severity: "error", glossary: "Formats" },
  "unique-crew": { severity: "error", glossary: "Unique" },
  "subtype-limit": { severity: "error", glossary: "Card_Limits" },
  "upgrade-fit": { severity: "error", glossary: "Upgrade" },
  "soft-no-crew": { severity: "warning", glossary: "Crew" },
  "soft-crew-slots": { severity: "warning", glossary: "Card_Limits" },
  "soft-upgrade-slots": { severity: "warning", glossary: "Card_Limits" },
  "soft-unmet-requirements": { severity: "warning", glossary: "Requirements" },
} as const satisfies Record<string, { severity: "error" | "warning"; glossary: string }>;

export type RuleId = keyof typeof RULES;
export type Severity = (typeof RULES)[RuleId]["severity"];

export const RULE_IDS = Object.keys(RULES) as RuleId[];

/** Position of each rule in a verdict: violations are sorted by it first. */
export const RULE_ORDER = Object.fromEntries(RULE_IDS.map((id, i) => [id, i])) as Record<RuleId, number>;
