// Environment, validated once. Every variable is optional: with none set,
// Starport runs on its embedded PostgreSQL at http://localhost:3000.
import { z } from "zod";

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
