// next-auth's endpoints: sign in, callbacks, session, sign out.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authEndpointRefusal } from "@/lib/auth/endpoint-refusals";
import { withoutForeignCallbackUrl } from "@/lib/auth/foreign-callback-url";
import { authOptions, authOrigin } from "@/lib/auth/options";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  return (
    (await authEndpointRefusal(request, (await context.params).nextauth)) ??
    handler(await withoutForeignCallbackUrl(request, authOrigin()), context)
  );
}

export { handle as GET, handle as POST };
