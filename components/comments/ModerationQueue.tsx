// The admins' page: what players reported, comments on decks and reviews of cards side by side, each labelled (hide
// with a reason, or keep shown), what is hidden (show again), and the accounts suspended from posting (suspend by
// handle, or lift it).
import Link from "next/link";
import { Instant } from "@/components/ui/Instant";
import { PlayerLink } from "@/components/ui/PlayerLink";
import { MAX_REASON_LENGTH } from "@/lib/comments/limits";
import type { ModeratedComment, ModeratedReview, ModerationQueue as Queue } from "@/lib/moderation/queue";
import { CommentActionForm, type CommentAction } from "./CommentActionForm";
import "./comments.css";

interface Props {
  queue: Queue;
  actions: { moderateComment: CommentAction; moderateReview: CommentAction; suspend: CommentAction };
}

/** A comment or a review as the queue shows it: what it is and where, who wrote it, the reports or the reason. */
interface Post {
  kind: "comment" | "review";
  /** The moderate action's field naming it ({ commentId } or { reviewId }). */
  field: Record<string, string>;
  /** Unique on the page: the prefix of its forms' ids. */
  id: string;
  /** "Comment on <deck>" or "Review of <card>", linked. */
  what: React.ReactNode;
  author: { handle: string; suspended: boolean } | null;
  body: string;
  createdAt: Date;
  hiddenReason: string | null;
  reports: { reason: string }[];
}

const commentPost = (c: ModeratedComment): Post => ({
  ...c,
  kind: "comment",
  field: { commentId: c.id },
  id: `comment-${c.id}`,
  what: (
    <>
      Comment on <Link href={`/decks/${c.deck.id}#comment-${c.id}`}>{c.deck.name}</Link>
    </>
  ),
});

const reviewPost = (r: ModeratedReview): Post => ({
  ...r,
  kind: "review",
  field: { reviewId: r.id },
  id: `review-${r.id}`,
  what: (
    <>
      Review of <Link href={`/cards/${encodeURIComponent(r.card.slug)}#reviews`}>{r.card.name}</Link>
    </>
  ),
});

function PostItem({ post, hidden, moderate }: { post: Post; hidden: boolean; moderate: CommentAction }) {
  return (
    <li className="comment" data-kind={post.kind}>
      <p className="comment-meta">
        <strong>{post.what}</strong> by {post.author ? <PlayerLink handle={post.author.handle} /> : "a deleted player"}
        {post.author?.suspended ? <span className="muted"> (suspended)</span> : null}
        <span className="muted">
          {" "}
          · <Instant at={post.createdAt} />
        </span>
      </p>
      <blockquote>{post.body}</blockquote>
      {hidden ? (
        <p className="muted">Hidden: {post.hiddenReason}</p>
      ) : (
        <ul className="muted">
          {post.reports.map((r, i) => (
            <li key={i}>Reported: {r.reason}</li>
          ))}
        </ul>
      )}
      {hidden ? (
        <CommentActionForm
          id={`restore-${post.id}`}
          action={moderate}
          hidden={{ ...post.field, hidden: "false" }}
          fields={[]}
          submitLabel="Show again"
        />
      ) : (
        <div className="moderation-actions">
          <CommentActionForm
            id={`hide-${post.id}`}
            action={moderate}
            hidden={{ ...post.field, hidden: "true" }}
            fields={[
              { name: "reason", label: "Reason shown to its author", kind: "text", maxLength: MAX_REASON_LENGTH },
            ]}
            check="reason"
            submitLabel="Hide"
          />
          <CommentActionForm
            id={`keep-${post.id}`}
            action={moderate}
            hidden={{ ...post.field, hidden: "false" }}
            fields={[]}
            submitLabel="Keep shown (dismiss reports)"
          />
        </div>
      )}
    </li>
  );
}

function PostList({
  title,
  posts,
  hidden,
  moderate,
}: {
  title: string;
  posts: Post[];
  hidden: boolean;
  moderate: CommentAction;
}) {
  return (
    <>
      <h3>
        {title} <span className="muted">({posts.length})</span>
      </h3>
      {posts.length ? (
        <ol className="comment-list">
          {posts.map((post) => (
            <PostItem key={post.id} post={post} hidden={hidden} moderate={moderate} />
          ))}
        </ol>
      ) : (
        <p className="muted">None.</p>
      )}
    </>
  );
}

export function ModerationQueue({ queue, actions }: Props) {
  const { comments, reviews } = queue;
  const open = comments.reported.length + reviews.reported.length;
  const lists = (which: "reported" | "hidden") => (
    <>
      <PostList
        title="Comments on decks"
        posts={comments[which].map(commentPost)}
        hidden={which === "hidden"}
        moderate={actions.moderateComment}
      />
      <PostList
        title="Reviews of cards"
        posts={reviews[which].map(reviewPost)}
        hidden={which === "hidden"}
        moderate={actions.moderateReview}
      />
    </>
  );
  return (
    <>
      <section aria-labelledby="open-reports">
        <h2 id="open-reports">Open reports ({open})</h2>
        {lists("reported")}
      </section>
      <section aria-labelledby="hidden-posts">
        <h2 id="hidden-posts">Hidden</h2>
        {lists("hidden")}
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
                  action={actions.suspend}
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
          action={actions.suspend}
          hidden={{ suspended: "true" }}
          fields={[
            { name: "handle", label: "Player's handle", kind: "text", maxLength: 40 },
            { name: "reason", label: "Reason", kind: "text", maxLength: MAX_REASON_LENGTH },
          ]}
          submitLabel="Suspend from posting"
        />
      </section>
    </>
  );
}
