"use client";
// A card name that shows the card's face in a popover: on hover and on
// keyboard focus, and on a first tap on a touch screen (a second tap follows
// the link). Escape closes it. The face is fetched once per card
// (GET /api/card-faces/{slug}) and kept for the page's life. The popover
// is fixed to the viewport, placed by coordinates (style attributes are
// allowed by the CSP; scripts inject none), so it shifts no layout and never
// widens the page; it is rendered into <body>, so a name may sit inside any text.
// The name is a plain link, not next/link: a page may list dozens, each one
// more client component to hydrate, and a prefetch of each card on view.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import type { CardFaceData } from "@/lib/cards/card-face";
import "./card-preview.css";

const faces = new Map<string, Promise<CardFaceData>>();

function loadFace(slug: string): Promise<CardFaceData> {
  let face = faces.get(slug);
  if (!face) {
    face = fetch(`/api/card-faces/${encodeURIComponent(slug)}`).then((res) => {
      if (!res.ok) throw new Error(`card ${slug}: ${res.status}`);
      return res.json() as Promise<CardFaceData>;
    });
    // A failed fetch is tried again next time.
    face.catch(() => faces.delete(slug));
    faces.set(slug, face);
  }
  return face;
}

const WIDTH = 300;
const GAP = 6;
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 150;

/** Where the popover goes: below the name, or above it when there is no room below; always inside the viewport. */
function placement(anchor: DOMRect): CSSProperties {
  const width = Math.min(WIDTH, window.innerWidth - 2 * GAP);
  const left = Math.max(GAP, Math.min(anchor.left, window.innerWidth - width - GAP));
  const below = window.innerHeight - anchor.bottom;
  return below >= anchor.top
    ? { left, width, top: anchor.bottom + GAP, maxHeight: below - 2 * GAP }
    : { left, width, bottom: window.innerHeight - anchor.top + GAP, maxHeight: anchor.top - 2 * GAP };
}

// The face's drawing (CardFace, CardImage) loads with the first preview, not with every page that lists card names.
const loadPreviewFace = () => import("./PreviewFace");
const PreviewFace = lazy(() => loadPreviewFace().then((module) => ({ default: module.PreviewFace })));

interface Props {
  slug: string;
  name: string;
  /** "link" goes to the card's page; "button" only toggles the preview (the builder, where leaving would interrupt). */
  as?: "link" | "button";
  className?: string;
  children?: ReactNode;
}

export function CardName({ slug, name, as = "link", className, children }: Props) {
  const id = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The kind of pointer pressing the name right now (null for keyboard focus).
  const pointer = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const [card, setCard] = useState<CardFaceData | null>(null);
  const [failed, setFailed] = useState(false);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = useCallback(() => {
    clearTimer();
    if (!anchor.current) return;
    setStyle(placement(anchor.current.getBoundingClientRect()));
    setOpen(true);
    void loadPreviewFace();
    loadFace(slug).then(setCard, () => setFailed(true));
  }, [slug]);
  const hide = useCallback(() => {
    clearTimer();
    setOpen(false);
  }, []);
  const later = (action: () => void, ms: number) => {
    clearTimer();
    timer.current = setTimeout(action, ms);
  };

  useEffect(() => {
    if (!open) return;
    const close = () => hide();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("scroll", close, { capture: true, passive: true });
    window.addEventListener("resize", close);
    document.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", close, { capture: true });
      window.removeEventListener("resize", close);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, hide]);
  useEffect(() => clearTimer, []);

  const triggerProps = {
    className: ["card-name-trigger", className].filter(Boolean).join(" "),
    "aria-describedby": open ? id : undefined,
    "data-card-preview": slug,
    // Hover is a mouse's (or a pen's): a browser may follow a tap with compatibility mouse events, whose leave would
    // close the preview the tap opened.
    onPointerEnter: (event: React.PointerEvent) => event.pointerType !== "touch" && later(show, OPEN_DELAY_MS),
    onPointerLeave: (event: React.PointerEvent) => event.pointerType !== "touch" && later(hide, CLOSE_DELAY_MS),
    // Keyboard focus opens it; a press is handled by the click that follows.
    onFocus: () => pointer.current === null && show(),
    onBlur: hide,
    onPointerDown: (event: React.PointerEvent) => {
      pointer.current = event.pointerType;
    },
  };

  const loading = <p className="muted">Loading {name}…</p>;
  const popover = open
    ? createPortal(
        <div
          id={id}
          role="tooltip"
          className="card-preview-pop"
          style={style}
          onPointerEnter={(event) => event.pointerType !== "touch" && clearTimer()}
          onPointerLeave={(event) => event.pointerType !== "touch" && later(hide, CLOSE_DELAY_MS)}
        >
          {card ? (
            <Suspense fallback={loading}>
              <PreviewFace card={card} />
            </Suspense>
          ) : failed ? (
            <p className="muted">Could not load this card.</p>
          ) : (
            loading
          )}
        </div>,
        document.body,
      )
    : null;

  const label = children ?? name;
  return (
    <>
      {as === "link" ? (
        <a
          href={`/cards/${slug}`}
          ref={(el) => {
            anchor.current = el;
          }}
          {...triggerProps}
          onClick={(event) => {
            // A first tap on a touch screen previews; the next one follows the link.
            if (pointer.current === "touch" && !open) {
              event.preventDefault();
              show();
            }
            pointer.current = null;
          }}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          ref={(el) => {
            anchor.current = el;
          }}
          {...triggerProps}
          aria-expanded={open}
          // A tap toggles it; a click opens it (hover may already have).
          onClick={() => {
            if (pointer.current === "touch" && open) hide();
            else show();
            pointer.current = null;
          }}
        >
          {label}
        </button>
      )}
      {popover}
    </>
  );
}
