// A shared deck's comments at the foot of its page: a page of top-level comments with their replies, and the forms of
// a signed-in viewer. The page is kept only as a visitor without a session sees it (lib/cache/shared-routes.ts), so
// the viewer's buttons are rendered here as the likes are: for a signed-in request only.
import Link from "next/link";
import { PlayerLink } from "@/components/ui/PlayerLink";
import { Pagination } from "@/components/ui/Pagination";
import { signInPath } from "@/lib/auth/callback-url";
import { listComments, type ShownComment } from "@/lib/comments/list-comments";
import { postingSuspended } from "@/lib/comments/moderation";
import { MAX_COMMENT_LENGTH } from "@/lib/comments/limits";
import { CommentActionForm, type CommentAction } from "./CommentActionForm";
import { CommentBody } from "./CommentBody";
import { CommentControls } from "./CommentControls";
import { Instant } from "@/components/ui/Instant";
import "./comments.css";

interface Actions {
  postCommentAction: CommentAction;
  editCommentAction: CommentAction;
  deleteCommentAction: CommentAction;
  reportCommentAction: CommentAction;
}

interface Props {
  deckId: string;
  viewerId: string | null;
  /** The `comments` query parameter: the page of comments asked for. */
  page: string | string[] | undefined;
  actions: Actions;
}

export async function DeckComments({ deckId, viewerId, page, actions }: Props) {
  const asked = Number(typeof page === "string" ? page : 1);
  const [comments, suspended] = await Promise.all([
    listComments({ deckId, viewerId, page: Number.isSafeInteger(asked) ? asked : 1 }),
    viewerId ? postingSuspended({ userId: viewerId }) : false,
  ]);
  if (!comments) return null;
  const path = `/decks/${deckId}`;
  const canPost = viewerId !== null && !suspended;
  const controls = {
    post: actions.postCommentAction,
    edit: actions.editCommentAction,
    delete: actions.deleteCommentAction,
    report: actions.reportCommentAction,
  };
  const item = (comment: ShownComment, topLevel: boolean) => (
    <li key={comment.id} id={`comment-${comment.id}`} className="comment">
      <p className="comment-meta">
        {comment.author ? <PlayerLink handle={comment.author} /> : <span>a deleted player</span>}
        <span className="muted">
          {" · "}
          <Instant at={comment.createdAt} />
          {comment.edited && !comment.deleted ? " · edited" : null}
        </span>
      </p>
      {comment.hiddenReason !== null ? (
        <p className="comment-hidden-note">Hidden by an admin, only you see it: {comment.hiddenReason}</p>
      ) : null}
      {comment.deleted ? (
        <p className="muted comment-gone">This comment is no longer shown.</p>
      ) : (
        <CommentBody markdown={comment.markdown} />
      )}
      {viewerId ? (
        <CommentControls
          commentId={comment.id}
          deckId={deckId}
          source={comment.source}
          canReply={topLevel && canPost && !comment.deleted && comment.hiddenReason === null}
          canDelete={comment.canDelete}
          canReport={!comment.mine && !comment.deleted}
          actions={controls}
        />
      ) : null}
      {comment.replies.length > 0 ? (
        <ol className="comment-replies">{comment.replies.map((reply) => item(reply, false))}</ol>
      ) : null}
    </li>
  );
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        Comments <span className="muted">({comments.total})</span>
      </h2>
      {comments.comments.length > 0 ? (
        <ol className="comment-list">{comments.comments.map((comment) => item(comment, true))}</ol>
      ) : null}
      <Pagination
        page={comments.page}
        pageCount={comments.pageCount}
        href={(p) => `${path}${p > 1 ? `?comments=${p}` : ""}#comments`}
      />
      {canPost ? (
        <CommentActionForm
          id="new-comment"
          action={actions.postCommentAction}
          hidden={{ deckId }}
          fields={[
            {
              name: "body",
              label: "Add a comment",
              kind: "textarea",
              maxLength: MAX_COMMENT_LENGTH,
              hint: "Markdown; [[Card Name]] links to a card.",
            },
          ]}
          check="comment"
          submitLabel="Post comment"
        />
      ) : suspended ? (
        <p className="muted">Your account is suspended from posting comments; you can still read them.</p>
      ) : (
        <p className="muted">
          <Link href={signInPath(path)}>Sign in to comment</Link>
        </p>
      )}
    </section>
  );
}
