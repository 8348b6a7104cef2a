import type { Metadata } from "next";
import { NotificationList } from "@/components/comments/NotificationList";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { readNotifications } from "@/lib/comments/notifications";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Notifications", robots: { index: false } };

export default async function NotificationsPage() {
  const user = await requireSignedIn("/notifications");
  const notifications = await readNotifications({ userId: user.id });
  return (
    <article>
      <h1>Notifications</h1>
      <NotificationList notifications={notifications} />
    </article>
  );
}
