// The admins' page: comments with open reports (hide with a reason, or keep shown), hidden comments (show again),
// and the accounts suspended from posting (suspend by handle, or lift it).
import Link from "next/link";
import { formatWhen } from "@/components/account/format-when";
import { PlayerLink } from "@/components/ui/PlayerLink";
import type { ModeratedComment, ModerationQueue as Queue } from "@/lib/comments/moderation";
import { CommentActionForm, type CommentAction } from "./CommentActionForm";
import "./comments.css";

interface Props {
  queue: Queue;
  moderate: CommentAction;
  suspend: CommentAction;
}

export function ModerationQueue({ queue, moderate, suspend }: Props) {
  const comment = (c: ModeratedComment, hidden: boolean) => (
    <li key={c.id} className="comment">
      <p className="comment-meta">
        {c.author ? <PlayerLink handle={c.author.handle} /> : "a deleted player"}
        {c.author?.suspended ? <span className="muted"> (suspended)</span> : null} on{" "}
        <Link href={`/decks/${c.deck.id}#comment-${c.id}`}>{c.deck.name}</Link>
        <span className="muted"> · {formatWhen(c.createdAt)}</span>
      </p>
      <blockquote>{c.body}</blockquote>
      {hidden ? (
        <p className="muted">Hidden: {c.hiddenReason}</p>
      ) : (
        <ul className="muted">
          {c.reports.map((r, i) => (
            <li key={i}>Reported: {r.reason}</li>
          ))}
        </ul>
      )}
      {hidden ? (
        <CommentActionForm
          id={`restore-${c.id}`}
          action={moderate}
          hidden={{ commentId: c.id, hidden: "false" }}
          fields={[]}
          submitLabel="Show again"
        />
      ) : (
        <div className="moderation-actions">
          <CommentActionForm
            id={`hide-${c.id}`}
            action={moderate}
            hidden={{ commentId: c.id, hidden: "true" }}
            fields={[{ name: "reason", label: "Reason shown to its author", kind: "text", maxLength: 500 }]}
            check="reason"
            submitLabel="Hide"
          />
          <CommentActionForm
            id={`keep-${c.id}`}
            action={moderate}
            hidden={{ commentId: c.id, hidden: "false" }}
            fields={[]}
            submitLabel="Keep shown (dismiss reports)"
          />
        </div>
      )}
    </li>
  );
  return (
    <>
      <section aria-labelledby="open-reports">
        <h2 id="open-reports">Open reports ({queue.reported.length})</h2>
        {queue.reported.length ? (
          <ol className="comment-list">{queue.reported.map((c) => comment(c, false))}</ol>
        ) : (
          <p className="muted">No open reports.</p>
        )}
      </section>
      <section aria-labelledby="hidden-comments">
        <h2 id="hidden-comments">Hidden comments</h2>
        {queue.hidden.length ? (
          <ol className="comment-list">{queue.hidden.map((c) => comment(c, true))}</ol>
        ) : (
          <p className="muted">None.</p>
        )}
      </section>
      <section aria-labelledby="suspensions">
        <h2 id="suspensions">Suspended from posting</h2>
        {queue.suspended.length ? (
          <ul className="notification-list">
            {queue.suspended.map((s) => (
              <li key={s.userId}>
                <PlayerLink handle={s.handle} /> <span className="muted">· {s.reason}</span>
                <CommentActionForm
                  id={`lift-${s.userId}`}
                  action={suspend}
                  hidden={{ handle: s.handle, suspended: "false" }}
                  fields={[]}
                  submitLabel="Let post again"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nobody.</p>
        )}
        <CommentActionForm
          id="suspend"
          action={suspend}
          hidden={{ suspended: "true" }}
          fields={[
            { name: "handle", label: "Player's handle", kind: "text", maxLength: 40 },
            { name: "reason", label: "Reason", kind: "text", maxLength: 500 },
          ]}
          submitLabel="Suspend from posting"
        />
      </section>
    </>
  );
}
