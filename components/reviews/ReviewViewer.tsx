"use client";
// The signed-in player's side of a card's reviews, asked once by this island: the card page is cached and the same
// for everyone, so its review list holds no per-player controls and the like buttons and the form read them here.
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { readSessionUser } from "@/components/auth/session-user";
import type { CommentAction } from "@/components/comments/CommentActionForm";
import type { ActionResult } from "@/lib/http/action-result";
import type { ReviewViewer } from "@/lib/reviews/review-viewer";

export interface ReviewActions {
  writeReviewAction: CommentAction;
  editReviewAction: CommentAction;
  deleteReviewAction: CommentAction;
  likeReviewAction: CommentAction;
  reportReviewAction: CommentAction;
  reviewViewerAction: (input: { cardId: number }) => Promise<ActionResult<ReviewViewer>>;
}

export type ViewerState =
  { kind: "loading" } | { kind: "signed-out" } | { kind: "failed" } | { kind: "ready"; viewer: ReviewViewer };

interface Context {
  state: ViewerState;
  actions: ReviewActions;
  cardId: number;
  reload: () => void;
}

const ViewerContext = createContext<Context | null>(null);

export function useReviewViewer(): Context {
  const context = useContext(ViewerContext);
  if (!context) throw new Error("useReviewViewer outside ReviewViewerProvider");
  return context;
}

export function ReviewViewerProvider({
  cardId,
  actions,
  children,
}: {
  cardId: number;
  actions: ReviewActions;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<ViewerState>({ kind: "loading" });
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    (async () => {
      if (!(await readSessionUser())) return setState({ kind: "signed-out" });
      const result = await actions.reviewViewerAction({ cardId });
      if (current) setState(result.ok ? { kind: "ready", viewer: result.value } : { kind: "failed" });
    })().catch(() => current && setState({ kind: "failed" }));
    return () => {
      current = false;
    };
  }, [actions, cardId, reads]);
  return <ViewerContext.Provider value={{ state, actions, cardId, reload }}>{children}</ViewerContext.Provider>;
}
