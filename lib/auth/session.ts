// The signed-in user of the current request, from next-auth's session cookie
// (checked against its Session row by the callbacks in options.ts).
import "server-only";
import { getServerSession } from "next-auth";
import type { CurrentUser } from "./current-user";
import { authOptions } from "./options";

export async function readSessionUser(): Promise<CurrentUser | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}
