import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { isPureModule } from "./pure-imports.mjs";

const root = join(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root });

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === "starport/pure-imports").map((m) => m.message);
}

describe("the pure-imports lint rule", () => {
  it("knows which modules are pure", () => {
    expect(isPureModule("lib/rules/checks/copies.ts")).toBe(true);
    expect(isPureModule("lib/search/query/parse")).toBe(true);
    expect(isPureModule("lib/decklists/parse.ts")).toBe(true);
    expect(isPureModule("lib/decklists/resolve.ts")).toBe(false);
    expect(isPureModule("lib/db.ts")).toBe(false);
  });

  it("refuses the database, Next.js, Node and server modules in a pure module", { timeout: 60_000 }, async () => {
    const forbidden = [
      'import { prisma } from "@/lib/db";',
      'import { redirect } from "next/navigation";',
      'import { readFileSync } from "node:fs";',
      'import "server-only";',
      'import { resolveDecklist } from "../decklists/resolve";',
      'export { checkDecklist } from "@/lib/decklists/check";',
    ];
    for (const code of forbidden) {
      expect(await ruleMessages("lib/rules/forbidden-example.ts", `${code}\nexport const x = 1;\n`), code).toHaveLength(
        1,
      );
    }
  });

  it("allows pure modules and zod, and does not apply to server modules", { timeout: 60_000 }, async () => {
    const allowed =
      'import { z } from "zod";\nimport { parseDecklist } from "../decklists/parse";\nimport { HOME_SECTION } from "./sections";\nexport const x = [z, parseDecklist, HOME_SECTION];\n';
    expect(await ruleMessages("lib/rules/allowed-example.ts", allowed)).toEqual([]);
    expect(
      await ruleMessages(
        "lib/decklists/resolve-example.ts",
        'import { prisma } from "@/lib/db";\nexport const x = prisma;\n',
      ),
    ).toEqual([]);
  });
});
