// "/" works from the first paint: a tiny script of the site's own (public/early-keys.js, allowed by the
// Content Security Policy's 'self'), loaded async so it never blocks rendering, serves the key until
// KeyboardShortcuts hydrates and takes over.
export function EarlySearchKey() {
  return <script src="/early-keys.js" async />;
}
