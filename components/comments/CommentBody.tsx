// A comment's Markdown, safely: raw HTML is skipped, only text-level elements and lists are kept (no images, no
// headings), react-markdown's URL transform drops javascript: and other unsafe links, and links to cards (made from
// [[Card Name]] by lib/comments) show the card's preview.
import Markdown from "react-markdown";
import { CardName } from "@/components/card/CardPreview";

const ALLOWED = ["p", "a", "em", "strong", "del", "code", "pre", "blockquote", "ul", "ol", "li", "br"];
const CARD_LINK = /^\/cards\/([^/?#]+)$/;

export function CommentBody({ markdown }: { markdown: string }) {
  return (
    <div className="comment-body">
      <Markdown
        skipHtml
        allowedElements={ALLOWED}
        unwrapDisallowed
        components={{
          a: ({ href, children }) => {
            // An unsafe address (javascript: …) comes here emptied: its text stays, inert.
            if (!href) return <>{children}</>;
            const slug = href.match(CARD_LINK)?.[1];
            if (slug)
              return (
                <CardName slug={decodeURIComponent(slug)} name={typeof children === "string" ? children : slug}>
                  {children}
                </CardName>
              );
            return (
              <a href={href} rel="nofollow ugc noopener">
                {children}
              </a>
            );
          },
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
