// NEXTAUTH_SECRET and NEXTAUTH_URL for `npm start`, so no env file is needed:
// the secret is generated once and kept in .data/auth-secret (git-ignored,
// readable by the owner only), so sessions survive a restart.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function authEnvironment(options: { dataDir: string; port: number; env?: Record<string, string | undefined> }): {
  NEXTAUTH_SECRET: string;
  NEXTAUTH_URL: string;
} {
  const env = options.env ?? process.env;
  return {
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || storedSecret(join(options.dataDir, "auth-secret")),
    NEXTAUTH_URL: env.NEXTAUTH_URL || `http://localhost:${options.port}`,
  };
}

function storedSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(join(file, ".."), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync's mode only applies to a new file
  return secret;
}
