// OAuth providers, each switched on only when its client id and secret are set.
import "server-only";
import DiscordProvider from "next-auth/providers/discord";
import GitHubProvider from "next-auth/providers/github";
import type { Provider } from "next-auth/providers/index";
import { readEnv } from "@/lib/env";

export interface OAuthProviderInfo {
  id: "github" | "discord";
  name: string;
}

export function oauthProviders(env = readEnv()): (OAuthProviderInfo & { provider: Provider })[] {
  const enabled: (OAuthProviderInfo & { provider: Provider })[] = [];
  if (env.GITHUB_ID && env.GITHUB_SECRET) {
    enabled.push({
      id: "github",
      name: "GitHub",
      provider: GitHubProvider({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET }),
    });
  }
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) {
    enabled.push({
      id: "discord",
      name: "Discord",
      provider: DiscordProvider({ clientId: env.DISCORD_CLIENT_ID, clientSecret: env.DISCORD_CLIENT_SECRET }),
    });
  }
  return enabled;
}
