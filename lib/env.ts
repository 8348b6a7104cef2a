// Environment, validated once. Every variable is optional: with none set,
// Starport runs on its embedded PostgreSQL at http://localhost:3000.
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";

/** "10.0.0.0/8", "fd00::/8" or a single address. */
function isAddressOrRange(text: string): boolean {
  const [address = "", prefix, extra] = text.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** "10.0.0.0/8, 192.168.1.5, fd00::/8": the proxies whose forwarded headers are believed. */
const trustedProxies = z
  .string()
  .default("")
  .transform((text, ctx): string[] => {
    const items = text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.find((item) => !isAddressOrRange(item));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `must list IP addresses or CIDR ranges separated by commas ('${bad}' is neither)`,
      });
      return z.NEVER;
    }
    return items;
  });

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** BACKUP_EVERY: "0" (off), hours ("24", "0.5"), or a duration ("30m", "12h", "1d"); in milliseconds. */
const backupEvery = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?[mhd]?$/, "must be 0 (off), a number of hours such as 24, or a duration such as 30m, 12h or 1d")
  .transform((value) => {
    const unit = /[mhd]$/.test(value) ? (value.slice(-1) as keyof typeof UNIT_MS) : "h";
    return Math.round(Number.parseFloat(value) * UNIT_MS[unit]);
  })
  .refine((ms) => ms === 0 || ms >= UNIT_MS.m, "must be at least 1 minute (or 0 for off)");

const envSchema = z
  .object({
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
    WEB_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(() => availableParallelism()),
    TRUSTED_PROXIES: trustedProxies,
    // Many players behind one address (a venue's Wi-Fi at an event) may need room: the per-address limits' ceilings.
    SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    // Backups of the embedded database (lib/database/backup); BACKUP_DIR defaults to .data/backups.
    BACKUP_DIR: z.string().trim().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1, "must be at least 1").default(7),
    BACKUP_EVERY: backupEvery.default(24 * UNIT_MS.h),
    // Card images (lib/card-images): a folder, or an S3-compatible bucket when S3_ENDPOINT is set.
    IMAGES_DIR: z.string().trim().min(1).default(".data/images"),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().trim().min(1).default("auto"),
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.S3_ENDPOINT === undefined) return;
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "must be set with S3_ENDPOINT" });
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
