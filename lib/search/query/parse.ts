// Reads a card search query into its syntax tree. Never throws: a malformed
// query gives back its first problem with a column, so the search box can
// show it as the player types.
//
//   query   = or
//   or      = and ("or" and)*            OR binds loosest
//   and     = unary (["and"] unary)*     a space means AND
//   unary   = "-" unary | primary        the "-" touches what it negates
//   primary = "(" or ")" | term
//   term    = word | "phrase" | !"Exact Name" | !name | key:value | key:"quoted value" | field<op>number
import type { Comparator, ParseResult, QueryError, QueryNode } from "./ast";
import { closest, findKey, KEY_NAMES } from "./keys";

/** Deeper nesting is no real query, and would exhaust the stack. */
const MAX_DEPTH = 64;

type Token =
  | { kind: "open" | "close" | "or" | "and" | "not"; at: number; length: number }
  | { kind: "term"; at: number; length: number; node: QueryNode }
  /** A term that cannot be read; reported when the parser reaches it, so problems come in reading order. */
  | { kind: "bad"; at: number; length: number; error: QueryError };

export interface ParseOptions {
  /** Whether own/want may be used: only a signed-in player has a collection to search. */
  collection?: boolean;
}

export const SIGN_IN_FOR_COLLECTION = "sign in to search your collection";

export function parseQuery(input: string, options: ParseOptions = {}): ParseResult {
  if (input.trim() === "") return { ok: true, ast: null };
  try {
    const tokens = lex(input);
    // Said at parse time, not answered with an empty result: nobody signed in owns nothing.
    const own = options.collection ? undefined : tokens.find((t) => t.kind === "term" && t.node.kind === "collection");
    if (own) return { ok: false, error: error(SIGN_IN_FOR_COLLECTION, own.at, own.length) };
    return { ok: true, ast: new Parser(tokens).query() };
  } catch (problem) {
    if (problem instanceof Problem) return { ok: false, error: problem.error };
    throw problem;
  }
}

class Problem extends Error {
  constructor(readonly error: QueryError) {
    super(error.message);
  }
}

const error = (message: string, at: number, length: number): QueryError => ({ message, column: at, length });

const SPACE = /\s/;
/** Ends a bare word or an unquoted value. */
const STOP = /[\s()"]/;
/** `key:` or `key<op>`, matched on the lower-cased word. */
const KEY = /^([a-z]+)(<=|>=|!=|:|=|<|>)/;

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (SPACE.test(c)) {
      i++;
    } else if (c === "(" || c === ")") {
      tokens.push({ kind: c === "(" ? "open" : "close", at: i, length: 1 });
      i++;
    } else if (c === "-") {
      tokens.push({ kind: "not", at: i, length: 1 });
      i++;
    } else if (c === '"') {
      const quoted = readQuoted(input, i);
      tokens.push(quoted.ok ? quotedTerm({ kind: "phrase", value: quoted.text }, i, quoted.end) : quoted.bad);
      i = quoted.end;
    } else if (c === "!") {
      const token = exactName(input, i);
      tokens.push(token);
      i = token.at + token.length;
    } else {
      let end = i;
      while (end < input.length && !STOP.test(input[end]!)) end++;
      const token = bareTerm(input, i, end);
      tokens.push(token);
      i = token.at + token.length;
    }
  }
  return tokens;
}

type Quoted = { ok: true; text: string; end: number } | { ok: false; bad: Token; end: number };

/** A "quoted string" from `start` (the opening quote); `\"` and `\\` escape. Whitespace is trimmed and collapsed. */
function readQuoted(input: string, start: number): Quoted {
  let text = "";
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i]!;
    if (c === '"') return { ok: true, text: text.trim().replace(/\s+/g, " "), end: i + 1 };
    if (c === "\\" && i + 1 < input.length) i++;
    text += input[i];
  }
  const length = input.length - start;
  return {
    ok: false,
    bad: { kind: "bad", at: start, length, error: error('unclosed quote: add a closing " to end it', start, length) },
    end: input.length,
  };
}

function quotedTerm(node: { kind: "phrase" | "exactName"; value: string }, at: number, end: number): Token {
  if (node.value === "")
    return { kind: "bad", at, length: end - at, error: error("empty quotes: put words between them", at, end - at) };
  return { kind: "term", at, length: end - at, node };
}

/** !"Exact Name", or !name for a one-word name. */
function exactName(input: string, at: number): Token {
  const next = input[at + 1];
  if (next === '"') {
    const quoted = readQuoted(input, at + 1);
    return quoted.ok ? quotedTerm({ kind: "exactName", value: quoted.text }, at, quoted.end) : quoted.bad;
  }
  let end = at + 1;
  while (end < input.length && !STOP.test(input[end]!)) end++;
  if (end === at + 1)
    return {
      kind: "bad",
      at,
      length: 1,
      error: error(`'!' needs a card name right after it, e.g. !"Long Quiet"`, at, 1),
    };
  return { kind: "term", at, length: end - at, node: { kind: "exactName", value: input.slice(at + 1, end) } };
}

/** A bare run of characters from `at` to `end`: or, and, key:value or a word. */
function bareTerm(input: string, at: number, end: number): Token {
  const raw = input.slice(at, end);
  const lower = raw.toLowerCase();
  if (lower === "or" || lower === "and") return { kind: lower, at, length: end - at };
  // Key names are ASCII letters, so the match's length is the same in `raw`.
  const match = KEY.exec(lower);
  if (!match) return { kind: "term", at, length: end - at, node: { kind: "word", value: lower } };
  const prefix = match[0];
  const name = match[1]!;
  const op = match[2] as Comparator | ":";
  const typed = raw.slice(0, prefix.length);
  const bad = (message: string): Token => ({
    kind: "bad",
    at,
    length: end - at,
    error: error(message, at, prefix.length),
  });

  const key = findKey(name);
  if (!key) {
    const near = closest(name, KEY_NAMES);
    return bad(
      near
        ? `unknown key '${typed}' — did you mean '${near}${op}'?`
        : `unknown key '${typed}'; see /syntax for the keys`,
    );
  }
  const example = key.examples[0];
  if (!key.compares && op === "!=")
    return bad(`${typed} does not work: to leave cards out, put '-' in front, e.g. -${example}`);
  if (!key.compares && op !== ":" && op !== "=")
    return bad(`${typed.slice(0, name.length)} does not compare with '${op}': only numbers do; write e.g. ${example}`);

  // key:"quoted value"
  let value = { text: raw.slice(prefix.length), column: at + prefix.length, length: end - at - prefix.length, end };
  if (end === at + prefix.length && input[end] === '"') {
    const quoted = readQuoted(input, end);
    if (!quoted.ok) return quoted.bad;
    value = { text: quoted.text, column: end + 1, length: quoted.end - end - 2, end: quoted.end };
  }
  const span = { at, length: value.end - at };
  if (value.text === "")
    return {
      kind: "bad",
      ...span,
      error: error(`${typed} needs a value right after it, e.g. ${example}`, at, prefix.length),
    };
  const read = key.read({
    key: name,
    op: op === ":" ? "=" : op,
    text: value.text,
    column: value.column,
    length: value.length,
  });
  return read.ok ? { kind: "term", ...span, node: read.node } : { kind: "bad", ...span, error: read.error };
}

class Parser {
  private next = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  query(): QueryNode {
    const node = this.or();
    const stray = this.peek();
    if (stray) this.fail(stray, "')' has no matching '('");
    return node;
  }

  private or(): QueryNode {
    const children = [this.and()];
    for (let token = this.peek(); token?.kind === "or"; token = this.peek()) {
      this.next++;
      this.expectTerm(token, "'or' needs a term on both sides");
      children.push(this.and());
    }
    return join("or", children);
  }

  private and(): QueryNode {
    const first = this.peek();
    if (first?.kind === "or" || first?.kind === "and") this.fail(first, `'${first.kind}' needs a term on both sides`);
    if (first?.kind === "close") this.fail(first, "')' has no matching '('");
    const children = [this.unary()];
    for (let token = this.peek(); token && token.kind !== "or" && token.kind !== "close"; token = this.peek()) {
      if (token.kind === "and") {
        this.next++;
        this.expectTerm(token, "'and' needs a term on both sides");
      }
      children.push(this.unary());
    }
    return join("and", children);
  }

  private unary(): QueryNode {
    const token = this.peek()!;
    if (token.kind !== "not") return this.primary();
    this.next++;
    const after = this.peek();
    if (!after || after.at !== token.at + 1 || !startsTerm(after))
      this.fail(token, "'-' needs a term right after it, e.g. -t:ship");
    return this.nested(token, () => ({ kind: "not", child: this.unary() }));
  }

  private primary(): QueryNode {
    const token = this.tokens[this.next++]!;
    if (token.kind === "term") return token.node;
    if (token.kind === "bad") throw new Problem(token.error);
    // Only "(" is left: and() and unary() turned the other tokens away.
    const inside = this.peek();
    if (!inside) this.fail(token, "unclosed '(': add a ')' to close it");
    if (inside.kind === "close")
      this.fail(
        { at: token.at, length: inside.at - token.at + 1 },
        "empty parentheses: put a term inside, or remove them",
      );
    return this.nested(token, () => {
      const group = this.or();
      if (this.peek()?.kind !== "close") this.fail(token, "unclosed '(': add a ')' to close it");
      this.next++;
      return group;
    });
  }

  private nested(token: Token, read: () => QueryNode): QueryNode {
    if (++this.depth > MAX_DEPTH) this.fail(token, `too deeply nested: at most ${MAX_DEPTH} levels of '(' and '-'`);
    const node = read();
    this.depth--;
    return node;
  }

  /** After `or`/`and`, the next token must begin a term. */
  private expectTerm(operator: Token, message: string): void {
    const token = this.peek();
    if (!token || !startsTerm(token)) this.fail(operator, message);
  }

  private peek(): Token | undefined {
    return this.tokens[this.next];
  }

  private fail(where: { at: number; length: number }, message: string): never {
    throw new Problem(error(message, where.at, where.length));
  }
}

const startsTerm = (token: Token) =>
  token.kind === "open" || token.kind === "not" || token.kind === "term" || token.kind === "bad";

/** One child stands alone; nested and-in-and (or or-in-or) flattens. */
function join(kind: "and" | "or", parts: QueryNode[]): QueryNode {
  const children = parts.flatMap((part) =>
    (part.kind === "and" || part.kind === "or") && part.kind === kind ? part.children : [part],
  );
  return children.length === 1 ? children[0]! : { kind, children };
}
