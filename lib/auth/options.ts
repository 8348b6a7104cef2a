// next-auth configuration. Email + password always; GitHub and Discord when
// configured. Credentials force the JWT strategy in next-auth v4, so the JWT
// only carries the token of a Session row: the row is the session.
import "server-only";
import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { prisma } from "@/lib/db";
import { readEnv, type Env } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { isThisSitesCallbackUrl } from "./callback-url";
import { usesSecureCookies } from "./cookies";
import { oauthProviders } from "./providers";
import { createSession, deleteSession, findSessionUser, SESSION_MAX_AGE_SECONDS } from "./sessions";
import { signInWithPassword } from "./sign-in";

const credentials = CredentialsProvider({
  id: "credentials",
  name: "Email and password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  async authorize(input, req) {
    const result = await signInWithPassword({
      email: input?.email,
      password: input?.password,
      address: clientAddress(req?.headers),
    });
    // next-auth passes a thrown message back to the form as the error.
    if (!result.ok) throw new Error(result.message);
    return result.user;
  },
});

/** The options for this environment; session cookies are Secure when the public URL is https. */
export function createAuthOptions(env: Env = readEnv()): AuthOptions {
  return {
    // The adapter stores OAuth users and accounts; sessions are ours (below).
    adapter: PrismaAdapter(prisma as unknown as Parameters<typeof PrismaAdapter>[0]),
    providers: [credentials, ...oauthProviders(env).map((p) => p.provider)],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: usesSecureCookies(env.NEXTAUTH_URL),
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      // next-auth's own check throws (a 500) on a value it cannot parse; this one falls back to the site.
      async redirect({ url, baseUrl }) {
        if (!isThisSitesCallbackUrl(url, baseUrl)) return baseUrl;
        return url.startsWith("/") ? `${baseUrl}${url}` : url;
      },
      async jwt({ token, user }) {
        if (user) {
          const { sessionToken } = await createSession({ userId: user.id });
          const current = await findSessionUser({ sessionToken });
          return current ? { sub: user.id, sessionToken, user: current } : {};
        }
        const current = token.sessionToken ? await findSessionUser({ sessionToken: token.sessionToken }) : null;
        // A deleted or expired row ends the session: the token keeps nothing.
        return current ? { ...token, user: current } : {};
      },
      async session({ session, token }) {
        return token.user ? { expires: session.expires, user: token.user } : { expires: session.expires };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sessionToken) await deleteSession({ sessionToken: token.sessionToken });
      },
    },
  };
}

export const authOptions = createAuthOptions();

/** The site's origin as next-auth sees it: NEXTAUTH_URL, else next-auth's own default. */
export function authOrigin(env: Env = readEnv()): string {
  return new URL(env.NEXTAUTH_URL ?? "http://localhost:3000").origin;
}
