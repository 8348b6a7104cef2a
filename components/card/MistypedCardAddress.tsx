"use client";
// On the 404 of a card address that names no card (the server already sent a clear typo to its card): the names
// the address comes closest to, a search for its words, and the search box holding them to mend. The 404 cannot be
// handed the address, so it reads it.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { MAX_NAME_TEXT } from "@/lib/cards/name-limits";
import { slugify } from "@/lib/cards/slug";
import { SearchBox } from "@/components/search/SearchBox";
import { cardNameSuggestions } from "@/components/search/use-card-name-suggestions";

/** How many names are offered. */
const CLOSEST = 5;

/** The words of the address's last segment: "merrows-lanturn" reads "merrows lanturn". */
function typedWords(pathname: string): string {
  const segment = pathname.split("/").pop() ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is read as typed.
  }
  return decoded
    .replace(/[-_+]+/g, " ")
    .trim()
    .slice(0, MAX_NAME_TEXT);
}

export function MistypedCardAddress() {
  const words = typedWords(usePathname());
  const [closest, setClosest] = useState<{ for: string; names: string[] }>({ for: "", names: [] });

  useEffect(() => {
    if (!words) return;
    const controller = new AbortController();
    cardNameSuggestions(words, controller.signal).then(
      (names) => setClosest({ for: words, names: names.slice(0, CLOSEST) }),
      () => {},
    );
    return () => controller.abort();
  }, [words]);

  if (!words) return <SearchBox />;
  const names = closest.for === words ? closest.names : [];
  return (
    <>
      {names.length > 0 && (
        <p>
          Did you mean{" "}
          {names.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === names.length - 1 ? " or " : ", ")}
              <Link href={`/cards/${slugify(name)}`}>{name}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <p>
        <Link href={`/cards?${new URLSearchParams({ q: words })}`}>Search the cards for “{words}”</Link>, or browse{" "}
        <Link href="/cards">all cards</Link>.
      </p>
      <SearchBox defaultValue={words} />
    </>
  );
}
