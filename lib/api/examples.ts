// Example values for the reference page and the OpenAPI document: a real card
// of the seed catalogue, a deck, an entry. Each is checked against its
// operation's response schema (operations.test.ts). Pure.
const SITE = "https://starport.example";

export const exampleCardFields = {
  slug: "merrows-lantern",
  name: "Merrow's Lantern",
  setCode: "CORE",
  number: 1,
  type: "SHIP",
  subtypes: ["Free Trader"],
  traits: [],
  keywords: [],
  isUnique: false,
  cost: null,
  creditValue: null,
  text: "[reaction] - [exert] a [crew] with [skill:broker]: When you procure a [gear], reduce its cost by 1[credit]. Use only once per round.",
  printedText:
    "[reaction] - [exert] a [crew] with [skill:broker]: When you procure a [gear], reduce its cost by 1[credit]. Use only once per round.",
  flavor: "Forty years on the Spinward mail run, and the galley lamp has never once gone out.",
  jump: 1,
  attack: 1,
  defense: 2,
  initiative: 2,
  crewSlots: 5,
  handSize: 7,
  upgradeSlots: { Turret: 1, Hull: 1, Drive: 1, Computer: 1, Bay: 2 },
  capabilities: ["cargo", "cargo", "passengers"],
  skills: [],
  expertSkills: [],
  wounds: null,
  structure: null,
  phase: null,
  isReaction: false,
  heroic: null,
  contract: null,
  complication: null,
  vp: null,
  distance: null,
  complicationSlots: null,
  abandonment: null,
  requirementTokens: [],
  searchTerms: ["t:ship", "st:free-trader", "cap:cargo", "cap:passengers"],
  url: `${SITE}/cards/merrows-lantern`,
};

export const exampleCardDetail = {
  ...exampleCardFields,
  skillLevels: [],
  set: { code: "CORE", name: "Starport Core" },
  errata: [],
  rulings: [],
  retiredOn: null,
  images: {
    front: {
      url: `${SITE}/images/9f2c4e1a7b3d5f60819a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70/640`,
      width: 640,
      height: 896,
    },
    back: null,
  },
};

export const exampleSet = {
  code: "CORE",
  name: "Starport Core",
  releasedOn: "2026-03-14",
  description: "The founding set.",
  cardCount: 120,
  url: `${SITE}/api/v1/sets/CORE`,
};

export const exampleCardSummary = {
  slug: "merrows-lantern",
  name: "Merrow's Lantern",
  type: "SHIP",
  setCode: "CORE",
  number: 1,
  url: `${SITE}/cards/merrows-lantern`,
};

export const exampleGlossaryItem = {
  anchor: "Armor",
  title: "Armor",
  kind: "KEYWORD",
  url: `${SITE}/api/v1/glossary/Armor`,
  page: `${SITE}/rules/Armor`,
};

export const exampleGlossaryEntry = {
  ...exampleGlossaryItem,
  body: "**Armor N** cancels one point of [[Damage|damage]] for each point.",
  text: "Armor N cancels one point of damage for each point.",
  stages: [],
  terms: ["armor"],
  icon: null,
  related: [{ anchor: "Damage", title: "Damage", url: `${SITE}/api/v1/glossary/Damage` }],
  cards: [
    {
      slug: "ablative-plating",
      name: "Ablative Plating",
      type: "UPGRADE",
      setCode: "CORE",
      number: 40,
      url: `${SITE}/cards/ablative-plating`,
    },
  ],
};

export const exampleRevision = {
  effective: "2026-03-14",
  summary: "The first revision.",
  legalSets: null,
  banned: [],
  restricted: [],
  rules: [
    { kind: "ship-count", count: 1 },
    { kind: "captain-size", size: 60 },
    { kind: "adventure-size", size: 20 },
  ],
};

export const exampleFormatItem = {
  id: "standard",
  name: "Standard",
  description: "Every set.",
  revisionCount: 1,
  currentSince: "2026-03-14",
  nextOn: null,
  url: `${SITE}/api/v1/formats/standard`,
};

export const exampleDeckSummary = {
  id: "cm3deck0000000000example",
  name: "Mail run",
  format: { id: "standard", name: "Standard" },
  visibility: "PUBLIC",
  legal: true,
  cardCount: 81,
  owner: "ana-pilot",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T09:30:00.000Z",
  url: `${SITE}/decks/cm3deck0000000000example`,
};

export const exampleDeckDetail = {
  ...exampleDeckSummary,
  description: "Fast contracts, cheap crew.",
  version: 3,
  forkedFrom: null,
  cards: [{ slug: "merrows-lantern", name: "Merrow's Lantern", type: "SHIP", setCode: "CORE", quantity: 1 }],
};

export const exampleCardReview = {
  id: "cm3review00000000example",
  author: "ana-pilot",
  markdown: "Cheap and fast: pairs well with [Dockside Broker](/cards/dockside-broker).",
  likes: 3,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
  url: `${SITE}/cards/merrows-lantern#review-cm3review00000000example`,
};

export function examplePage<T>(item: T) {
  return { page: 1, pageSize: 20, total: 1, pageCount: 1, items: [item] };
}

export const examplePlayer = {
  handle: "ana-pilot",
  bio: "Mail runs and cheap crew.",
  joined: "2026-11-02T08:00:00.000Z",
  likesReceived: 4,
  url: `${SITE}/u/ana-pilot`,
  decks: [
    {
      id: "cm3deck0000000000example",
      name: "Mail run",
      format: "Standard",
      likes: 4,
      createdAt: "2026-11-20T10:00:00.000Z",
      url: `${SITE}/decks/cm3deck0000000000example`,
    },
  ],
};
