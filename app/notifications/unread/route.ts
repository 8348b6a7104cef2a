// The header's unread count, read from the browser (the header is the same for everyone, so pages stay cacheable).
// A visitor gets 0, never a 401: the menu asks only once it knows someone is signed in.
import { getCurrentUser } from "@/lib/auth/current-user";
import { unreadNotifications } from "@/lib/comments/notifications";
import { toErrorResponse } from "@/lib/http/errors";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function GET(): Promise<Response> {
  try {
    const user = await getCurrentUser();
    const unread = user ? await unreadNotifications({ userId: user.id }) : 0;
    return Response.json({ unread }, { headers: NO_STORE });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}
