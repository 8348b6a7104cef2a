import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Pure domain code (card text, vocabulary, the deck rules engine, the search
// query parser) runs in the browser too: it may not reach for Next.js, Prisma
// or server modules.
const pureDomain = {
  files: [
    "lib/cards/card-text.ts",
    "lib/cards/vocabulary.ts",
    "lib/cards/seed-schema.ts",
    "lib/cards/normalise-name.ts",
    "lib/rules/**",
    "lib/search/query/**",
    "lib/search/words.ts",
  ],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["next", "next/*"], message: "Pure domain code may not import Next.js." },
          { group: ["@prisma/*", "**/generated/prisma/*", "**/db", "@/lib/db"], message: "Pure domain code may not touch the database." },
          { group: ["server-only", "node:*"], message: "Pure domain code runs in the browser too." },
        ],
      },
    ],
  },
};

const config = [
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", ".data/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  pureDomain,
];

export default config;
