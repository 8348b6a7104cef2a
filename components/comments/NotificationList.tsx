// New comments on the player's decks and replies to their comments; the ones unread until this visit stand out.
import Link from "next/link";
import Markdown from "react-markdown";
import { cardReferencesAsText } from "@/lib/comments/card-links";
import type { ShownNotification } from "@/lib/comments/notifications";
import { Instant } from "@/components/ui/Instant";
import "./comments.css";

export function NotificationList({ notifications }: { notifications: ShownNotification[] }) {
  if (notifications.length === 0)
    return <p className="muted">Nothing yet: comments on your decks and replies to you appear here.</p>;
  return (
    <ol className="notification-list">
      {notifications.map((n) => (
        <li key={n.id} className={n.unread ? "unread" : undefined}>
          {n.unread ? <span className="visually-hidden">New: </span> : null}
          {n.author ?? "a deleted player"} {n.kind === "REPLY" ? "replied to you on" : "commented on"}{" "}
          <Link href={`/decks/${n.deck.id}#comment-${n.commentId}`}>{n.deck.name}</Link>
          <span className="muted">
            {" · "}
            <Instant at={n.createdAt} />
          </span>
          {/* The excerpt as its words: Markdown's marks and [[ ]] read as text, no links or emphasis. */}
          <p className="notification-excerpt">
            <Markdown skipHtml allowedElements={[]} unwrapDisallowed>
              {cardReferencesAsText(n.excerpt)}
            </Markdown>
          </p>
        </li>
      ))}
    </ol>
  );
}
