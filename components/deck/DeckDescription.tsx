// A deck's Markdown description. Raw HTML is skipped (no rehype-raw) and
// react-markdown's default URL transform drops javascript: and other unsafe links.
import Markdown from "react-markdown";

export function DeckDescription({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return null;
  return (
    <div className="deck-description">
      <Markdown skipHtml>{markdown}</Markdown>
    </div>
  );
}
