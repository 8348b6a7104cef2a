import type { Metadata } from "next";
import { NUMBER_KEYS, TERM_KEYS, type QueryKey } from "@/lib/search/query/keys";
import { parseQuery } from "@/lib/search/query/parse";
import { TYPO_WORD_SIZES } from "@/lib/search/words";
import { pageMetadata } from "@/lib/metadata/page-metadata";
import { StaticHtml } from "@/components/ui/StaticHtml";

export const metadata: Metadata = pageMetadata({
  title: "Search syntax",
  description:
    "How to search the Traveller Customizable Card Game catalogue: keys, numbers, or, negation, parentheses and quotes.",
  path: "/syntax",
});

/** Mistakes shown with the message the parser gives for them, so the page cannot drift from the parser. */
const MISTAKES = [
  "cost<=x",
  "tpye:ship",
  "zzz:x",
  "t:shp",
  "sk:piolt",
  "sk:pilot=master",
  "t:",
  "t!=ship",
  '"free trader',
  "(t:ship or t:crew",
  "t:ship or",
  "- t:ship",
];

// A plain link, not next/link: the page holds about a hundred, each a client component to send and hydrate, and
// each prefetching its search as it scrolls into view. A click loads the search's kept page.
function Example({ query }: { query: string }) {
  return (
    <a href={`/cards?q=${encodeURIComponent(query)}`} className="syntax-example">
      <code>{query}</code>
    </a>
  );
}

function Examples({ queries }: { queries: readonly string[] }) {
  return (
    <ul className="syntax-examples">
      {queries.map((query) => (
        <li key={query}>
          <Example query={query} />
        </li>
      ))}
    </ul>
  );
}

/** One row a key: its names, what it matches or measures (and its values, where listed), examples. */
function KeyTable(props: { keys: QueryKey[]; caption: string; what: string; examplesHeading: string }) {
  return (
    <table className="data-table syntax-table stacks-on-phone">
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">{props.what}</th>
          <th scope="col">{props.examplesHeading}</th>
        </tr>
      </thead>
      <tbody>
        {props.keys.map((key) => (
          <tr key={key.names[0]}>
            <th scope="row">
              {key.names.map((name) => (
                <code key={name} className="syntax-key">
                  {key.compares ? name : `${name}:`}
                </code>
              ))}
            </th>
            <td>
              {key.description}
              {key.values ? <span className="syntax-values"> Values: {key.values.join(", ")}.</span> : null}
            </td>
            <td>
              <Examples queries={key.examples} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Read-only from top to bottom: sent as one string of HTML (StaticHtml), not a tree of elements to hydrate.
export default function SyntaxPage() {
  return (
    <StaticHtml as="article" className="syntax-page">
      <h1>Search syntax</h1>
      <p>
        Type words to find cards by name and rules text, then narrow the search with keys such as{" "}
        <Example query="t:crew" /> or numbers such as <Example query="cost<=2" />. Every example on this page is a link
        to its search.
      </p>
      <nav aria-label="On this page" className="syntax-contents">
        <ul>
          <li>
            <a href="#words">Words, phrases and names</a>
          </li>
          <li>
            <a href="#forgiven">Typos and unfinished words</a>
          </li>
          <li>
            <a href="#keys">Keys</a>
          </li>
          <li>
            <a href="#numbers">Numbers</a>
          </li>
          <li>
            <a href="#combining">Combining terms</a>
          </li>
          <li>
            <a href="#quotes">Quotes</a>
          </li>
          <li>
            <a href="#mistakes">Mistakes</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="words">
        <h2 id="words">Words, phrases and names</h2>
        <dl className="syntax-terms">
          <dt>
            <Example query="pilot" />
          </dt>
          <dd>
            A bare word finds cards with it in the name, subtypes, traits, a crew&apos;s skills or rules text, names
            first. Case, accents and curly quotes or long dashes pasted from a document do not matter, and small typos
            are forgiven (<a href="#forgiven">below</a>). A word that names a skill also offers the skill&apos;s search,{" "}
            <Example query="sk:pilot" />, which finds only the crew who have it; when the word alone finds nothing, that
            search is shown.
          </dd>
          <dt>
            <Example query='"reduce its cost"' />
          </dt>
          <dd>A phrase in double quotes finds those words together, in that order, spelt as typed.</dd>
          <dt>
            <Example query='!"Long Quiet"' />
          </dt>
          <dd>
            An exclamation mark before a quoted name finds the card with exactly that name, ignoring only case, accents,
            punctuation, hyphens and the spaces between words (<Example query='!"clothweave vest"' /> is Cloth-Weave
            Vest). A one-word name needs no quotes: <Example query="!Handcomp" />.
          </dd>
        </dl>
      </section>

      <section aria-labelledby="forgiven">
        <h2 id="forgiven">Typos and unfinished words</h2>
        <dl className="syntax-terms">
          <dt>
            <Example query="kestral" />
          </dt>
          <dd>
            A bare word of {TYPO_WORD_SIZES.oneTypo} letters or more also finds words one typo away: a letter wrong,
            missing, added, or two neighbouring letters swapped. From {TYPO_WORD_SIZES.twoTypos} letters, two typos are
            forgiven: <Example query="astrgaton" />. Shorter words must be spelt right. A word you spelt right is never
            swapped for another.
          </dd>
          <dt>
            <Example query="merr" />
          </dt>
          <dd>
            The last word of the search also finds longer words that start with it, so results follow as you type. The
            other words match whole words only.
          </dd>
          <dt>Order</dt>
          <dd>
            Cards that match the words as you typed them come before cards that needed a typo forgiven; within each,
            cards with the words in their name come first.
          </dd>
          <dt>Nothing found</dt>
          <dd>
            When even the forgiven spellings find nothing, the search suggests the nearest words it knows and shows
            their cards. Phrases, exact names and keys are never corrected for you: a key or value with a typo is a
            mistake the search points out (<a href="#mistakes">below</a>).
          </dd>
        </dl>
      </section>

      <section aria-labelledby="keys">
        <h2 id="keys">Keys</h2>
        <p>
          Write a key, a colon and a value, with no spaces around the colon: <Example query="t:ship" />. Keys and listed
          values ignore case, and card types may be plural (<Example query="t:upgrades" />
          ). Put a value with spaces in quotes: <Example query='st:"free trader"' />.
        </p>
        <KeyTable
          keys={Object.values(TERM_KEYS)}
          caption="Keys, what they match, and examples"
          what="Matches"
          examplesHeading="Examples"
        />
      </section>

      <section aria-labelledby="numbers">
        <h2 id="numbers">Numbers</h2>
        <p>
          Compare a card&apos;s numbers with an operator and a whole number, again with no spaces:{" "}
          <Example query="vp>=3" />.
        </p>
        <dl className="syntax-terms syntax-operators">
          <dt>
            <code>=</code> or <code>:</code>
          </dt>
          <dd>
            equal to: <Example query="cost=0" />, <Example query="cost:0" />
          </dd>
          <dt>
            <code>!=</code>
          </dt>
          <dd>
            not equal to: <Example query="cost!=0" />
          </dd>
          <dt>
            <code>&lt;</code> and <code>&lt;=</code>
          </dt>
          <dd>
            less than, at most: <Example query="cost<2" />, <Example query="cost<=2" />
          </dd>
          <dt>
            <code>&gt;</code> and <code>&gt;=</code>
          </dt>
          <dd>
            more than, at least: <Example query="av>4" />, <Example query="av>=4" />
          </dd>
        </dl>
        <KeyTable
          keys={Object.values(NUMBER_KEYS)}
          caption="Numeric keys, what they measure, and examples"
          what="Measures"
          examplesHeading="Example"
        />
      </section>

      <section aria-labelledby="combining">
        <h2 id="combining">Combining terms</h2>
        <dl className="syntax-terms">
          <dt>
            a space, or <code>and</code>
          </dt>
          <dd>
            Cards must match both sides: <Example query="t:crew sk:medic" /> is the same as{" "}
            <Example query="t:crew and sk:medic" />.
          </dd>
          <dt>
            <code>or</code>
          </dt>
          <dd>
            Cards may match either side: <Example query="tr:aslan or tr:vargr" />. It is a word of its own, in any case.
          </dd>
          <dt>
            <code>-</code>
          </dt>
          <dd>
            Leaves out the cards that match what follows it, with no space between:{" "}
            <Example query="t:upgrade -k:trifling" />, or a whole group:{" "}
            <Example query="t:crew -(tr:human or tr:robot)" />.
          </dd>
          <dt>
            <code>( )</code>
          </dt>
          <dd>
            Group terms. A space binds tighter than <code>or</code>, so{" "}
            <Example query="t:crew sk:pilot or sk:astrogation" /> means crew who pilot, or anything with astrogation;
            for crew with either skill write <Example query="t:crew (sk:pilot or sk:astrogation)" />.
          </dd>
        </dl>
      </section>

      <section aria-labelledby="quotes">
        <h2 id="quotes">Quotes</h2>
        <p>
          Double quotes keep words together: as a phrase (<Example query='"end of round"' />
          ), as a key&apos;s value (<Example query='o:"end of round"' />) or as an exact name. Inside quotes, write{" "}
          <code>\&quot;</code> for a double quote and <code>\\</code> for a backslash:{" "}
          <Example query={'!"Corra \\"Magpie\\" Oyelaran"'} />.
        </p>
      </section>

      <section aria-labelledby="mistakes">
        <h2 id="mistakes">Mistakes</h2>
        <p>
          A query that cannot be read is not run. Instead the search says what is wrong and where, and suggests the
          nearest key or value for a typo:
        </p>
        <table className="data-table syntax-table stacks-on-phone">
          <caption className="visually-hidden">Mistaken queries and the messages they give</caption>
          <thead>
            <tr>
              <th scope="col">Query</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {MISTAKES.map((query) => {
              const result = parseQuery(query);
              return (
                <tr key={query}>
                  <th scope="row">
                    <code>{query}</code>
                  </th>
                  <td>{result.ok ? null : result.error.message}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </StaticHtml>
  );
}
