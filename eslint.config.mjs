import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import { pureImports } from "./scripts/lint/pure-imports.mjs";

// Pure domain code runs in the browser too: an allow-list of what it may import.
const pureDomain = {
  plugins: { starport: { rules: { "pure-imports": pureImports } } },
  rules: { "starport/pure-imports": "error" },
};

const config = [
  {
    ignores: [".next/**", "dist/**", ".next-*/**", "node_modules/**", "lib/generated/**", ".data/**", "next-env.d.ts"],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  pureDomain,
  // Last: the formatter owns layout; lint rules that would argue with it are off.
  prettier,
  // Integration tests call useTestDatabase() at the top level: a Vitest helper, not a React hook.
  { files: ["**/*.int.test.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
];

export default config;
