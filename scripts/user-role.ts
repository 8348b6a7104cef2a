// Grants or removes a role: `npm run user:role -- <handle> <editor|admin> [--remove]`.
// The only way a role is granted: nothing in the interface does it.
import { readEnv } from "../lib/env";
import { openDatabase } from "../lib/database/open-database";
import { createPrismaClient } from "../lib/database/prisma-client";
import { ROLE_NAMES, type RoleName } from "../lib/players/handle";
import { setRole } from "../lib/players/roles";

const args = process.argv.slice(2);
const remove = args.includes("--remove");
const [handle, role] = args.filter((a) => a !== "--remove");
if (!handle || !role || !Object.hasOwn(ROLE_NAMES, role)) {
  console.error(`Usage: npm run user:role -- <handle> <${Object.keys(ROLE_NAMES).join("|")}> [--remove]`);
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: readEnv().DATABASE_URL, log: () => {} }).catch((error: Error) => {
  console.error(`[starport] ${error.message}`);
  process.exit(1);
});
const prisma = createPrismaClient(db.url, { max: 1 });
let status = 0;
try {
  const roles = await setRole({ prisma, handle, role: ROLE_NAMES[role as RoleName], granted: !remove });
  console.log(`${handle}: ${["player", ...roles.map((r) => r.toLowerCase())].join(", ")}`);
} catch (error) {
  console.error(`[starport] ${(error as Error).message}`);
  status = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
process.exit(status);
