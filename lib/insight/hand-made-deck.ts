// A small deck whose coverage, odds and charts are worked out by hand in the
// tests: a 10-card captain's deck, a ship with hand size 5, three adventure cards.
import { deckOf, handMade } from "./test-cards";

export const ship = handMade({
  name: "Test Ship",
  type: "SHIP",
  capabilities: ["cargo"],
  produces: ["cap:cargo"],
  handSize: 5,
  crewSlots: 4,
  upgradeSlots: { Bay: 1 },
});
/** Trained pilot, Human. */
export const ana = handMade({
  name: "Ana",
  type: "CREW",
  traits: ["Human"],
  skills: ["pilot"],
  produces: ["skill:pilot"],
  cost: 2,
  creditValue: 1,
  searchTerms: ["t:crew", "sk:pilot", "sk:pilot=trained", "tr:human"],
});
/** Expert pilot and trained medic, Vargr. */
export const bo = handMade({
  name: "Bo",
  type: "CREW",
  traits: ["Vargr", "Pirate"],
  skills: ["medic", "pilot"],
  expertSkills: ["pilot"],
  produces: ["skill:medic", "skill:pilot"],
  producesExpert: ["skill:pilot"],
  cost: 3,
  creditValue: 0,
  searchTerms: [
    "t:crew",
    "sk:medic",
    "sk:medic=trained",
    "sk:pilot",
    "sk:pilot=expert",
    "tr:non-human",
    "tr:vargr",
    "tr:pirate",
  ],
});
/** Gear whose text grants a Sensors token. */
export const scanner = handMade({
  name: "Scanner",
  type: "GEAR",
  subtypes: ["Tool"],
  produces: ["cap:sensors"],
  cost: 1,
  creditValue: 2,
  searchTerms: ["t:gear", "st:tool"],
});
export const filler = handMade({ name: "Filler", type: "ACTION", cost: 0, creditValue: 0, searchTerms: ["t:action"] });

export const runA = handMade({
  name: "Run A",
  type: "ADVENTURE",
  subtypes: ["Trade"],
  vp: 3,
  distance: 2,
  complicationSlots: 2,
  requirements: [
    { token: "skill:pilot", expert: false, face: "contract", count: 1 },
    { token: "cap:cargo", expert: false, face: "contract", count: 2 },
    { token: "skill:pilot", expert: true, face: "complication", count: 1 },
  ],
  otherRequirements: [{ kind: "expense", credits: 2, face: "complication" }],
});
export const runB = handMade({
  name: "Run B",
  type: "ADVENTURE",
  subtypes: ["Exploration"],
  vp: 5,
  distance: 4,
  complicationSlots: 1,
  requirements: [
    { token: "cap:sensors", expert: false, face: "contract", count: 1 },
    { token: "skill:astrogation", expert: false, face: "complication", count: 1 },
  ],
  otherRequirements: [
    { kind: "jettison", cardType: "GEAR", count: 1, face: "contract" },
    { kind: "control", cardType: null, trait: "Aslan", subtype: null, count: 1, face: "complication" },
  ],
});

/** Ship; Ana, Bo, 2 Scanner, 6 Filler (10 captain's cards); 2 Run A, 1 Run B. */
export const handMadeDeck = deckOf([ship, 1], [ana, 1], [bo, 1], [scanner, 2], [filler, 6], [runA, 2], [runB, 1]);
