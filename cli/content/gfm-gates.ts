// GFM's most costly constructs, tried only where the source shows they could start. Each keeps its
// own tokenizer; a look at the parsed source first turns away the places where that tokenizer is
// sure to fail, so the tree is the same (test/cli/gfm-gates.test.ts) with far fewer attempts:
//
// - Autolink literals (bare `www.`, `https://` and email addresses). The email construct is
//   registered on every ASCII letter and digit, so the parser broke its text at every word to try
//   one: about half of what plain CommonMark costs. An email needs letters, digits or `+-._` up to
//   an `@`; a www literal starts `www.`; a protocol literal `http://` or `https://` (any case).
// - Tables. The table construct is tried at the start of every block, and reads the whole first
//   line as a head row before it looks at the next: every paragraph's first line was read twice.
//   A table's delimiter row, the line after its head row, holds a `|` or an alignment colon beside
//   a dash (`:-`, `-:`); without either, `---` under a line is a heading or a rule.
//
// The looks need the text being parsed: parse through `withGateSource`.
import type { Code, Construct, ConstructRecord, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

/** The text micromark is parsing, whose offsets its points count (UTF-16 code units, as here). */
let source: string | undefined;

/** Runs `parse` with `text` as the source the gates look at. `text` must be what `parse` parses. */
export function withGateSource<T>(text: string, parse: () => T): T {
  const outer = source;
  source = text;
  try {
    return parse();
  } finally {
    source = outer;
  }
}

/** `+ - . _`, ASCII letters and digits: an email's local part (gfmAtext in the extension). */
function isEmailText(code: number): boolean {
  return code === 43 || code === 45 || code === 46 || code === 95 || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

const AT = 64;
const LF = 10;
const CR = 13;

/** Whether letters, digits or `+-._` from `at` run up to an `@`, as an email literal needs. */
function emailCanStart(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && isEmailText(text.charCodeAt(i))) i++;
  return i > at && text.charCodeAt(i) === AT;
}

const WWW = /^www\./i;
const PROTOCOL = /^https?:\/\//i;

/** Per autolink construct name, whether it could start at `at` in `text`. */
const AUTOLINK_CAN_START: Record<string, (text: string, at: number) => boolean> = {
  emailAutolink: emailCanStart,
  wwwAutolink: (text, at) => WWW.test(text.slice(at, at + 4)),
  protocolAutolink: (text, at) => PROTOCOL.test(text.slice(at, at + 8)),
};

/** The end of the line holding `at`: the index of its line ending (CR, LF or CRLF), or the text's length. */
function lineEnd(text: string, at: number): number {
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === LF || code === CR) return i;
  }
  return text.length;
}

const DELIMITER_ROW_MARK = /\||:-|-:/;

/** Whether the line after the one holding `at` could be a table's delimiter row. */
function delimiterRowCanFollow(text: string, at: number): boolean {
  const end = lineEnd(text, at);
  if (end === text.length) return false;
  const next = end + (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? 2 : 1);
  return DELIMITER_ROW_MARK.test(text.slice(next, lineEnd(text, next)));
}

function gatedAutolink(construct: Construct): Construct {
  const canStart = construct.name ? AUTOLINK_CAN_START[construct.name] : undefined;
  const previous = construct.previous;
  if (!canStart || !previous) return construct;
  return {
    ...construct,
    // previous() decides where the text tokenizer stops to try constructs: turned away here, the
    // place is read as plain text, as it is when the construct is tried and fails.
    previous(this: TokenizeContext, code: Code) {
      if (!previous.call(this, code)) return false;
      // Without the source (a parse not made through withGateSource), try as the extension does.
      return source === undefined || canStart(source, this.now().offset);
    },
  };
}

/** Whether the tokenizer stands after a table's head or row: the next line would be a body row. */
function afterTableRow(context: TokenizeContext): boolean {
  // As the table tokenizer itself tells a body row from a new table's head.
  let index = context.events.length - 1;
  while (index > -1) {
    // A string: the table's token types are declared by its extension's types, not imported here.
    const type: string = context.events[index][1].type;
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
    index--;
  }
  return false;
}

function gatedTable(construct: Construct): Construct {
  if (construct.name !== 'table') return construct;
  const tokenize = construct.tokenize;
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const start = tokenize.call(this, effects, ok, nok);
      // A body row needs no delimiter row after it: only a new table's head is turned away.
      if (source === undefined || afterTableRow(this) || delimiterRowCanFollow(source, this.now().offset)) return start;
      return nok;
    },
  };
}

function gateRecord(record: ConstructRecord | undefined, gate: (construct: Construct) => Construct): ConstructRecord | undefined {
  if (!record) return record;
  const gated: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(record)) {
    gated[code as unknown as number] = Array.isArray(constructs) ? constructs.map(gate) : constructs && gate(constructs as Construct);
  }
  return gated;
}

/** A GFM micromark extension whose autolink literals and tables look at the source first. */
export function gateGfm(extension: Extension): Extension {
  return { ...extension, text: gateRecord(extension.text, gatedAutolink), flow: gateRecord(extension.flow, gatedTable) };
}
