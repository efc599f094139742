// micromark-util-events-to-acorn, compiled in its place (cli/compile.js), with one shortcut. MDX
// cannot tell where an expression (`{…}` in text or a JSX attribute) ends by itself: at each `}` it
// collects the expression's text so far from its events and asks acorn whether it is a whole
// expression, going on when it is not. A prop of data holding thousands of objects (an OpenAPI page's
// `responses={…}`) was so collected and parsed once per closing brace, in time growing with the square
// of its size: 82 s for 188 KB. When the text so far is the unfinished start of an object or array
// literal of plain data, the answer is known without collecting or parsing it: acorn's "Unexpected
// token" where the text ends. This module keeps each expression's text as its events come, tells
// that case in one pass over what is new, and answers it with the error the package would return;
// anything else (code, JSX, comments, templates, a literal acorn would refuse part-way) goes to the
// package as before.
import type { Event, Point } from 'micromark-util-types';
import type { Options } from 'micromark-util-events-to-acorn';
// The package itself, by its path: its name is this module's in the compiled CLI.
import { eventsToAcorn as collectAndParse } from '../../node_modules/micromark-util-events-to-acorn/lib/index.js';

type Result = ReturnType<typeof collectAndParse>;

const NOT_A_PLAIN_NAME = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends finally for function if import in instanceof new ' +
    'return super switch this throw try typeof var void while with yield let static implements interface package private protected public await ' +
    'arguments eval async of get set __proto__'
  ).split(' '),
);

/** Names that may be a value but not stand alone as a property ({ true } is no object). */
const NOT_A_SHORTHAND = new Set([...NOT_A_PLAIN_NAME, 'true', 'false', 'null']);

/** Containers deeper than this are left to acorn (its own recursion is what such a text meets). */
const MAX_DEPTH = 256;

/**
 * What comes next. 'colon-after-word': after a key that is a reserved word ({ class: 1 }), which acorn,
 * at the end of the text, refuses at the key as a shorthand property rather than at the end.
 */
type Expect = 'value' | 'value-or-close' | 'key-or-close' | 'colon' | 'colon-after-word' | 'colon-or-next' | 'after-value';

interface Scan {
  /** The text scanned, up to `end`. */
  input: string;
  end: number;
  expect: Expect;
  /** The open containers: '{' or '['. */
  open: string[];
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 36 || c === 95;
const isNamePart = (c: number) => isNameStart(c) || isDigit(c);
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Returned for a literal the text ends in: it may still be one once more text comes. */
const RAN_OUT = -2;

/** The end of the string literal opening at `at`; -1 when it does not close on its line or escapes beyond the plain ones, RAN_OUT when the text ends in it. */
function stringEnd(input: string, at: number): number {
  const quote = input.charCodeAt(at);
  for (let i = at + 1; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 10 || c === 13) return -1;
    if (c !== 92) continue;
    const next = input.charCodeAt(i + 1);
    if (next === 117) {
      // \uXXXX, exactly four hex digits.
      for (let h = 2; h < 6; h++) if (!isHex(input.charCodeAt(i + h))) return i + h >= input.length ? RAN_OUT : -1;
      i += 5;
    } else if ('"\'\\/bfnrtv'.includes(input[i + 1] ?? '')) i++;
    else return i + 1 >= input.length ? RAN_OUT : -1;
  }
  return RAN_OUT;
}

/** The end of the number at `at` (digits, a fraction, an exponent; no leading zero before a digit); -1, or RAN_OUT when the text ends in it. */
function numberEnd(input: string, at: number): number {
  let i = at;
  if (input.charCodeAt(i) === 48 && isDigit(input.charCodeAt(i + 1))) return -1;
  while (isDigit(input.charCodeAt(i))) i++;
  if (input.charCodeAt(i) === 46) {
    if (!isDigit(input.charCodeAt(i + 1))) return i + 1 >= input.length ? RAN_OUT : -1;
    i++;
    while (isDigit(input.charCodeAt(i))) i++;
  }
  if (input.charCodeAt(i) === 101 || input.charCodeAt(i) === 69) {
    i++;
    if (input.charCodeAt(i) === 43 || input.charCodeAt(i) === 45) i++;
    if (!isDigit(input.charCodeAt(i))) return i >= input.length ? RAN_OUT : -1;
    while (isDigit(input.charCodeAt(i))) i++;
  }
  // A name or another dot right after a number is acorn's to refuse.
  const after = input.charCodeAt(i);
  return isNamePart(after) || after === 46 ? -1 : i;
}

/**
 * What a text is to the shortcut: the unfinished start of a data literal (containers open, the text
 * ending between its tokens); maybe that later (it ends inside a string or a number); or, whatever
 * follows, never (code, a literal closed, one acorn would refuse part-way).
 */
type Verdict = 'open' | 'later' | 'never';

/** Goes on with `scan` to the end of its input, and says what the text is (Verdict). */
function scanOn(scan: Scan): Verdict {
  const { input, open } = scan;
  let i = scan.end;
  let expect = scan.expect;
  while (i < input.length) {
    const c = input.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
      continue;
    }
    const top = open[open.length - 1];
    if (expect === 'after-value') {
      if (top === undefined) return 'never';
      if (c === 44) expect = top === '{' ? 'key-or-close' : 'value-or-close';
      else if ((c === 125 && top === '{') || (c === 93 && top === '[')) open.pop();
      else return 'never';
      i++;
      continue;
    }
    if (expect === 'colon' || expect === 'colon-after-word' || expect === 'colon-or-next') {
      if (c === 58) expect = 'value';
      else if (expect === 'colon-or-next' && c === 44) expect = 'key-or-close';
      else if (expect === 'colon-or-next' && c === 125) {
        open.pop();
        expect = 'after-value';
      } else return 'never';
      i++;
      continue;
    }
    if (expect === 'key-or-close') {
      if (c === 125) {
        open.pop();
        expect = 'after-value';
        i++;
      } else if (c === 34 || c === 39) {
        const end = stringEnd(input, i);
        if (end < 0 || input.slice(i + 1, end - 1) === '__proto__') return end === RAN_OUT ? 'later' : 'never';
        i = end;
        expect = 'colon';
      } else if (isDigit(c)) {
        i = numberEnd(input, i);
        if (i < 0) return i === RAN_OUT ? 'later' : 'never';
        expect = 'colon';
      } else if (isNameStart(c)) {
        const start = i;
        while (isNamePart(input.charCodeAt(i))) i++;
        // Any name may be a key ({ class: 1 }); only a plain one may stand alone ({ a, b }).
        const name = input.slice(start, i);
        if (name === '__proto__') return 'never';
        expect = NOT_A_SHORTHAND.has(name) ? 'colon-after-word' : 'colon-or-next';
      } else return 'never';
      continue;
    }
    // A value ('value'), or in an array also its end ('value-or-close').
    if (c === 93 && expect === 'value-or-close') {
      open.pop();
      expect = 'after-value';
      i++;
    } else if (c === 123 || c === 91) {
      if (open.length >= MAX_DEPTH) return 'never';
      open.push(c === 123 ? '{' : '[');
      expect = c === 123 ? 'key-or-close' : 'value-or-close';
      i++;
    } else if (c === 34 || c === 39) {
      i = stringEnd(input, i);
      if (i < 0) return i === RAN_OUT ? 'later' : 'never';
      expect = 'after-value';
    } else if (isDigit(c) || (c === 45 && isDigit(input.charCodeAt(i + 1)))) {
      i = numberEnd(input, c === 45 ? i + 1 : i);
      if (i < 0) return i === RAN_OUT ? 'later' : 'never';
      expect = 'after-value';
    } else if (isNameStart(c)) {
      const start = i;
      while (isNamePart(input.charCodeAt(i))) i++;
      if (NOT_A_PLAIN_NAME.has(input.slice(start, i))) return 'never';
      expect = 'after-value';
    } else return c === 45 && i + 1 === input.length ? 'later' : 'never';
    // A value closes the top level only when it is one: the shortcut is for containers left open.
    if (open.length === 0) return 'never';
  }
  scan.end = i;
  scan.expect = expect;
  if (expect === 'colon-after-word') return 'later';
  return open.length > 0 ? 'open' : 'never';
}


/** Whether `input` is the unfinished start of a data literal: an object or array still open. */
export function isUnfinishedDataLiteral(input: string): boolean {
  return scanOn({ input, end: 0, expect: 'value', open: [] }) === 'open';
}

/** The expression whose attempts come one after the other: its events so far and its text. */
interface Expression {
  first: Event;
  last: Event;
  seen: number;
  /** Its text, in the pieces its events brought (joined only to scan it again from the start). */
  pieces: string[];
  /** Where its last piece of text ends. */
  end: Point | undefined;
  /** Where its scan stands when the text so far is an unfinished data literal; 'later' and 'never' as scanOn says. */
  scan: Omit<Scan, 'input' | 'end'> | 'later' | 'never';
  /** The length of its text. */
  length: number;
}

let current: Expression | null = null;

/** The expression `events` (from its start) belong to, with the text its new events bring. */
function expressionOf(events: Event[], tokenTypes: string[]): { expression: Expression; added: string } {
  const known = current;
  // The same expression when it starts with the same event and holds the last one seen where it was
  // (an attempt that failed further up makes its events anew).
  const same = known !== null && known.first === events[0] && known.seen <= events.length && events[known.seen - 1] === known.last;
  const expression: Expression = same ? known : { first: events[0], last: events[0], seen: 0, pieces: [], end: undefined, scan: 'later', length: 0 };
  let added = '';
  // Text that can never make a data literal again is not collected: the package collects its own.
  for (let i = expression.scan === 'never' ? events.length : expression.seen; i < events.length; i++) {
    const [kind, token, context] = events[i];
    if (kind !== 'enter' || (token.type !== 'lineEnding' && !tokenTypes.includes(token.type))) continue;
    added += context.sliceSerialize(token);
    expression.end = token.end;
  }
  expression.pieces.push(added);
  expression.length += added.length;
  expression.seen = events.length;
  expression.last = events[events.length - 1];
  current = expression;
  return { expression, added };
}

/** Whether the expression's text is still an unfinished data literal, scanning only what is new when it can. */
function stillUnfinished(expression: Expression, added: string): boolean {
  const from = expression.scan;
  if (from === 'never') return false;
  // A scan goes on from a token's end: the new text must not go on with that token (it starts with the `}` MDX tried).
  const goesOn = from !== 'later' && added !== '' && !isNamePart(added.charCodeAt(0)) && added.charCodeAt(0) !== 46;
  const scan: Scan = goesOn ? { input: added, end: 0, expect: from.expect, open: [...from.open] } : { input: expression.pieces.join(''), end: 0, expect: 'value', open: [] };
  const verdict = scanOn(scan);
  expression.scan = verdict === 'open' ? { expect: scan.expect, open: scan.open } : verdict;
  return verdict === 'open';
}

/**
 * The events with each run of text chunks that follow each other on a line as one chunk: the package
 * maps every place acorn reports back through the chunks one by one, and MDX ends a chunk at each `}`
 * it tried, so the parse of a large literal that does close spent a second looking up its nodes'
 * places. New tokens over the same stretch of text; the events given are left as they were.
 */
function withRunsJoined(events: Event[], tokenTypes: string[]): Event[] {
  const joined: Event[] = [];
  for (let i = 0; i < events.length; i++) {
    const [kind, token, context] = events[i];
    if (kind !== 'enter' || !tokenTypes.includes(token.type)) {
      joined.push(events[i]);
      continue;
    }
    // This chunk's exit, then as long as the next chunk starts where this one ends.
    let last = i + 1;
    while (
      last + 2 < events.length &&
      events[last][0] === 'exit' &&
      events[last + 1][0] === 'enter' &&
      events[last + 1][1].type === token.type &&
      events[last + 1][1].start.offset === events[last][1].end.offset &&
      events[last + 2][0] === 'exit' &&
      events[last + 2][1] === events[last + 1][1]
    )
      last += 2;
    if (last === i + 1) {
      joined.push(events[i]);
      continue;
    }
    const run = { ...token, end: events[last][1].end };
    joined.push(['enter', run, context], ['exit', run, context]);
    i = last;
  }
  return joined;
}

/**
 * Characters of a page that acorn may be handed again, over all the attempts at its expressions and
 * imports/exports (about a second of parsing). MDX tries an expression at each `}` it holds and an
 * import or export at each blank line, each time from its start: a comment or a template of 16,000
 * `}` (16 KB) took 5 s to check, and 100 KB grows with the square of its size; an export of 4,000
 * blank lines inside a template (8 KB) took 3 s. The data literals above cost nothing here.
 */
export const MAX_REREAD_CHARS = 20_000_000;

/** What collecting one event costs, in characters parsed (measured: about 100 ns an event, 40 a character). */
const EVENT_COST = 4;

/** The characters handed to acorn so far, by the parse (micromark's parser object) they belong to. */
const reread = new WeakMap<object, number>();

/** The error a page past MAX_REREAD_CHARS stops with, at the start of the expression or import/export read. */
export class RereadLimitError extends Error {
  readonly reason: string;
  constructor(
    readonly line: number,
    readonly column: number,
    what: 'expression' | 'esm',
  ) {
    const reason =
      what === 'expression'
        ? `this expression is read again at each "}" it holds, and the page's expressions passed ${MAX_REREAD_CHARS.toLocaleString('en-US')} characters of such reading`
        : `this import or export is read again at each blank line it holds, and the page's passed ${MAX_REREAD_CHARS.toLocaleString('en-US')} characters of such reading`;
    super(reason);
    this.reason = reason;
  }
  readonly hint = 'close the expression or statement sooner (a "{" written as text is "\\{"), or show long text full of braces as code in a ``` fence.';
}

/** Counts what this attempt hands acorn against the page's budget; throws past it. */
function chargeReread(events: Event[], options: Options): void {
  const [, first, context] = events[0];
  const last = events[events.length - 1][1];
  const parser = (context as { parser?: object }).parser;
  if (!parser || first.start.offset === undefined || last.end.offset === undefined) return;
  // Collecting the text costs by the event as well as by the character: a blank line is a few events for one or two characters.
  const spent = (reread.get(parser) ?? 0) + (last.end.offset - first.start.offset) + EVENT_COST * events.length;
  reread.set(parser, spent);
  if (spent > MAX_REREAD_CHARS) throw new RereadLimitError(first.start.line, first.start.column, options.expression ? 'expression' : 'esm');
}

export function eventsToAcorn(events: Event[], options: Options): Result {
  if (events.length === 0) return collectAndParse(events, options);
  if (!options.expression || options.prefix || options.suffix) {
    chargeReread(events, options);
    return collectAndParse(events, options);
  }
  const { expression, added } = expressionOf(events, options.tokenTypes);
  if (stillUnfinished(expression, added) && expression.end) {
    // What the package makes of acorn's error at the end of the text: its place is where the text ends.
    const end = expression.end;
    const error = Object.assign(new SyntaxError('Unexpected token'), { pos: end.offset, loc: { line: end.line, column: end.column - 1 }, raisedAt: expression.length });
    return { estree: undefined, error, swallow: true } as unknown as Result;
  }
  chargeReread(events, options);
  return collectAndParse(withRunsJoined(events, options.tokenTypes), options);
}
