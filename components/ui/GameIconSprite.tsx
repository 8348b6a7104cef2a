// The game icons' shapes, drawn once per page in the root layout for GameIcon to point at.
import type { ReactNode } from "react";
import type { IconName } from "@/lib/cards/card-text";
import { renderStaticMarkup } from "./static-markup";

const SHAPES: Record<IconName, ReactNode> = {
  vp: (
    <path d="M7 3h10v3h3v3a4 4 0 0 1-4 4h-.5A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 8.5 13H8a4 4 0 0 1-4-4V6h3zm-1 5v1a2 2 0 0 0 1 1.7V8zm12 0v2.7A2 2 0 0 0 18 9V8z" />
  ),
  credit: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M14.8 9.2A3.8 3.8 0 1 0 14.8 14.8" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </>
  ),
  action: <path d="M7 4l13 8-13 8z" />,
  reaction: <path d="M13 2L4 14h6l-1 8 9-12h-6z" />,
  exert: (
    <>
      <rect x="3" y="7" width="14" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M19 4a6 6 0 0 1 2 5l-2.5-1M21 9l-1.5 2" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  ready: (
    <>
      <rect x="7" y="3" width="10" height="14" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 23v-4M9 20l3-3 3 3" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  use: (
    <path d="M12 2l2.2 3.2 3.8-.6.6 3.8L22 12l-3.4 3.6-.6 3.8-3.8-.6L12 22l-2.2-3.2-3.8.6-.6-3.8L2 12l3.4-3.6.6-3.8 3.8.6zm0 6a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
  ),
  heroic: <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z" />,
  wound: <path d="M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13z" />,
  structure: <path d="M12 2l9 5v10l-9 5-9-5V7zm0 4l-5 2.8v6.4l5 2.8 5-2.8V8.8z" />,
  infamy: (
    <path d="M12 2a8 8 0 0 0-8 8c0 3 1.5 5 3 6v4h10v-4c1.5-1 3-3 3-6a8 8 0 0 0-8-8zm-3 7a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
  ),
  initiative: (
    <>
      <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 8v5l3 2M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  distance: <path d="M2 11h3v2H2zm5 0h3v2H7zm5 0h3v2h-3zm5-4l5 5-5 5z" />,
  jump: <path d="M3 5l7 7-7 7V5zm9 0l7 7-7 7V5z" />,
  attack: (
    <>
      <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 1v6M12 17v6M1 12h6M17 12h6" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  defense: <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />,
  ship: <path d="M12 2l4 8 6 3-6 2-4 7-4-7-6-2 6-3z" />,
  crew: <path d="M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7 18c0-4 3-7 7-7s7 3 7 7z" />,
  gear: <path d="M4 14l8-8 2 2 4-4 2 2-4 4 2 2-8 8zm0 2l4 4-2 2-4-4z" />,
  upgrade: <path d="M12 2l8 8h-5v12H9V10H4z" />,
  connection: (
    <>
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="6" r="3" />
      <circle cx="18" cy="18" r="3" />
      <path d="M6 12L18 6M6 12l12 6" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  contract: <path d="M5 2h10l4 4v16H5zm3 7v2h8V9zm0 4v2h8v-2zm0 4v2h5v-2z" />,
  complication: <path d="M12 2l10 19H2zm-1 7v6h2V9zm0 8v2h2v-2z" />,
  adventure: <path d="M3 4l6-2 6 2 6-2v18l-6 2-6-2-6 2zm6 0v16l6 2V6z" />,
};

// Every page carries the sprite: as one string made once per process, it costs each render one element, not the
// hundred nodes of its shapes, in the page's HTML and its data alike.
let symbols: string | undefined;

/** Every icon's shape, once, for GameIcon to point at. */
export function GameIconSprite() {
  symbols ??= renderStaticMarkup(
    Object.entries(SHAPES).map(([name, shape]) => (
      <symbol key={name} id={`game-icon-${name}`} viewBox="0 0 24 24">
        {shape}
      </symbol>
    )),
    { inSvg: true },
  );
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: "absolute" }}
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
