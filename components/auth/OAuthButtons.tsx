"use client";
// GitHub / Discord sign-in buttons, shown only for configured providers.
import { signIn } from "next-auth/react";
import type { OAuthProviderInfo } from "@/lib/auth/providers";

export function OAuthButtons({ providers, callbackUrl }: { providers: OAuthProviderInfo[]; callbackUrl: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="auth-oauth">
      {providers.map((p) => (
        <button key={p.id} type="button" onClick={() => void signIn(p.id, { callbackUrl })}>
          Sign in with {p.name}
        </button>
      ))}
    </div>
  );
}
