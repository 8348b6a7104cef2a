// Environment, validated once. Every variable is optional: with none set,
// Starport runs on its embedded PostgreSQL at http://localhost:3000.
import { availableParallelism } from "node:os";
import { z } from "zod";
import { parseIpRange, type IpRange } from "./serve/ip";

/** "10.0.0.0/8, 192.168.1.5, fd00::/8": the proxies whose forwarded headers are believed. */
const trustedProxies = z
  .string()
  .default("")
  .transform((text, ctx): IpRange[] => {
    const items = text.split(",").map((item) => item.trim()).filter(Boolean);
    const ranges = items.map(parseIpRange);
    const bad = items.find((_item, i) => ranges[i] === null);
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `must list IP addresses or CIDR ranges separated by commas ('${bad}' is neither)` });
      return z.NEVER;
    }
    return ranges as IpRange[];
  });

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  MEILISEARCH_HOST: z.url().optional(),
  MEILISEARCH_API_KEY: z.string().optional(),
  // Accounts: `npm start` provides both (a secret kept in .data/auth-secret).
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  NEXTAUTH_URL: z.url().optional(),
  // OAuth sign-in switches on per provider when both of its variables are set.
  GITHUB_ID: z.string().optional(),
  GITHUB_SECRET: z.string().optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  // Serving: how many worker processes `npm start` runs, and which proxies to believe.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(() => availableParallelism()),
  TRUSTED_PROXIES: trustedProxies,
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Environment variable ${issue.path.join(".")} ${issue.message}.`);
  }
  return parsed.data;
}
