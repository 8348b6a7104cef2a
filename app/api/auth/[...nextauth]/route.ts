// next-auth's endpoints: sign in, callbacks, session, sign out.
import NextAuth from "next-auth";
import { authEndpointRefusal } from "@/lib/auth/endpoint-refusals";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: Request, context: Context): Promise<Response> {
  return (await authEndpointRefusal(request, (await context.params).nextauth)) ?? handler(request, context);
}

export { handle as GET, handle as POST };
