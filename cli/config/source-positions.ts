// Where a key path or a string value is written in a config's source (site.config.ts, sidebars.js, a
// JSON file it imports), for the positions of its problems. Every look-up reads one index of the text,
// made in one pass: a sidebars file of 40,000 entries was searched from its start for each of them
// (48 s for `check`), and a million never finished.
import { lineIndexAt, type Diagnostic } from '../diagnostics.ts';

type Path = (string | number)[];

export type Position = Pick<Diagnostic, 'line' | 'column' | 'lineText' | 'length'>;

interface SourceIndex {
  /** The offset each line starts at. */
  lineStarts: number[];
  /**
   * Each quoted string, quotes included (`"intro"`), to the offsets it is written at, in order: as
   * written, and, when it has escapes, by its value too (`"/a\\nb"` is found as the value "/a", a
   * newline, "b", which is what a problem about it quotes).
   */
  strings: Map<string, number[]>;
  /** The length as written of each string written with escapes, by its offset (the caret's length). */
  escapedLengths: Map<number, number>;
  /** Where each key path found so far ends (keys joined by a NUL), or null when it is not written. */
  keys: Map<string, { index: number; end: number; key: string } | null>;
}

/** Indexes of the last few texts read. Keyed by the text itself, an index never goes stale; a few
 * suffice, since a report looks in a file and the files it imports, in turn. */
const indexes = new Map<string, SourceIndex>();
const KEPT_INDEXES = 8;

function indexOf(source: string): SourceIndex {
  const known = indexes.get(source);
  if (known) return known;
  const index: SourceIndex = { lineStarts: lineStarts(source), ...quotedStrings(source), keys: new Map() };
  if (indexes.size >= KEPT_INDEXES) indexes.delete(indexes.keys().next().value!);
  indexes.set(source, index);
  return index;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/**
 * The quoted strings of a JavaScript or JSON text, in one pass: '…', "…" and `…` (a backslash escapes
 * the next character; '…' and "…" end at the line's end), comments skipped so that an apostrophe in one
 * does not start a string.
 */
function quotedStrings(source: string): Pick<SourceIndex, 'strings' | 'escapedLengths'> {
  const strings = new Map<string, number[]>();
  const escapedLengths = new Map<number, number>();
  const add = (key: string, at: number) => {
    const offsets = strings.get(key);
    if (offsets) offsets.push(at);
    else strings.set(key, [at]);
  };
  let at = 0;
  while (at < source.length) {
    const c = source[at];
    if (c === '/' && source[at + 1] === '/') {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end;
    } else if (c === '/' && source[at + 1] === '*') {
      const end = source.indexOf('*/', at + 2);
      at = end < 0 ? source.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let end = at + 1;
      while (end < source.length && source[end] !== c && (c === '`' || source[end] !== '\n')) end += source[end] === '\\' ? 2 : 1;
      if (source[end] !== c) {
        at = end;
        continue;
      }
      const written = source.slice(at, end + 1);
      add(written, at);
      if (written.includes('\\')) {
        add(`${c}${unescaped(written.slice(1, -1))}${c}`, at);
        escapedLengths.set(at, written.length);
      }
      at = end + 1;
    } else at++;
  }
  return { strings, escapedLengths };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** A JavaScript string literal's body as its value: \n, \xHH, \uHHHH, \u{H…}, a line continuation, and any other escaped character as itself. */
function unescaped(body: string): string {
  return body.replace(/\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|(\r\n|[\s\S]))/g, (_, hex: string | undefined, unit: string | undefined, point: string | undefined, other: string) => {
    const code = hex ?? unit ?? point;
    if (code !== undefined) {
      const value = Number.parseInt(code, 16);
      return value <= 0x10ffff ? String.fromCodePoint(value) : '';
    }
    if (other === '\n' || other === '\r\n' || other === '\r' || other === '\u2028' || other === '\u2029') return '';
    return SIMPLE_ESCAPES[other] ?? other;
  });
}

function positionAt(source: string, index: SourceIndex, offset: number, length: number): Position {
  const { lineStarts: starts } = index;
  const low = lineIndexAt(starts, offset);
  const end = low + 1 < starts.length ? starts[low + 1] - 1 : source.length;
  return { line: low + 1, column: offset - starts[low] + 1, lineText: source.slice(starts[low], end), length };
}

/** The first of the sorted `offsets` at or after `start`; -1 when none is. */
function firstFrom(offsets: number[], start: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle] < start) low = middle + 1;
    else high = middle;
  }
  return low < offsets.length ? low : -1;
}

/** Where a string value under a key path is written: the keys are walked in order, then the quoted value. */
export function findValue(source: string, path: Path, value: string, skip = 0): Position {
  const index = indexOf(source);
  const start = keyOffset(source, index, path.filter((p): p is string => typeof p === 'string'));
  for (const quote of ["'", '"', '`']) {
    const offsets = index.strings.get(`${quote}${value}${quote}`);
    const first = offsets ? firstFrom(offsets, start?.end ?? 0) : -1;
    // The value written again (a doc listed twice): its later writing, when there is one.
    if (first < 0) continue;
    const at = offsets![Math.min(first + skip, offsets!.length - 1)];
    return positionAt(source, index, at, index.escapedLengths.get(at) ?? value.length + 2);
  }
  return {};
}

function keyOffset(source: string, index: SourceIndex, keys: string[]): { index: number; end: number; key: string } | undefined {
  const known = index.keys.get(keys.join('\0'));
  if (known !== undefined) return known ?? undefined;
  let offset = 0;
  let found: { index: number; end: number; key: string } | undefined;
  for (const part of keys) {
    const pattern = new RegExp(`(^|[\\s{,'"])${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}['"]?\\s*:`, 'g');
    pattern.lastIndex = offset;
    const match = pattern.exec(source);
    if (!match) break;
    const at = match.index + match[1].length;
    found = { index: at, end: at + part.length, key: part };
    offset = found.end;
  }
  index.keys.set(keys.join('\0'), found ?? null);
  return found;
}

/**
 * Finds where a key path is written, walking its keys in order through the source, and its places in
 * lists by counting the list's entries (`navbar.items[3].items[0]` is the first entry of the fourth's
 * items, not the first `items` written after `navbar`). Where a list is not written as one (a name, a
 * spread), the walk stops at the last part it found. Each look-up reads the text from the start of
 * the path: for a problem's position, not for every entry of a long list (findValue's index is for that).
 */
export function findKey(source: string, path: Path): Position {
  const index = indexOf(source);
  let offset = 0;
  let found: { index: number; length: number } | undefined;
  for (const part of path) {
    if (typeof part === 'number') {
      const entry = listEntryOffset(source, offset, part);
      if (entry === undefined) break;
      found = { index: entry, length: 1 };
      offset = entry;
      continue;
    }
    const pattern = new RegExp(`(^|[\\s{,'"])${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}['"]?\\s*:`, 'g');
    pattern.lastIndex = offset;
    const match = pattern.exec(source);
    if (!match) break;
    const at = match.index + match[1].length;
    found = { index: at, length: part.length };
    offset = at + part.length;
  }
  return found ? positionAt(source, index, found.index, found.length) : {};
}

/**
 * Where entry `n` of the list written right after `from` (past a key's `:` and spaces) starts, or
 * undefined when no list is written there, it has no such entry or a spread comes first. Strings, template strings and
 * comments are skipped whole, so a "," or "[" inside them counts for nothing.
 */
function listEntryOffset(source: string, from: number, n: number): number | undefined {
  let at = from;
  while (at < source.length && /[\s:]/.test(source[at])) at++;
  if (source[at] !== '[') return undefined;
  let depth = 0;
  let entry = -1;
  let expectingEntry = false;
  for (; at < source.length; at++) {
    const c = source[at];
    if (c === '/' && source[at + 1] === '/') {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end;
      continue;
    }
    if (c === '/' && source[at + 1] === '*') {
      const end = source.indexOf('*/', at + 2);
      at = end === -1 ? source.length : end + 1;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expectingEntry && c !== ']') {
      // A spread (`...common`) writes entries of its own, however many: those after it are not counted here.
      if (source.startsWith('...', at)) return undefined;
      entry++;
      expectingEntry = false;
      if (entry === n) return at;
    }
    if (c === '"' || c === "'" || c === '`') {
      at = stringEnd(source, at);
      continue;
    }
    if (c === '[' || c === '{' || c === '(') {
      depth++;
      if (depth === 1) expectingEntry = true;
    } else if (c === ']' || c === '}' || c === ')') {
      depth--;
      if (depth === 0) return undefined;
    } else if (c === ',' && depth === 1) expectingEntry = true;
  }
  return undefined;
}

/**
 * The offset of the quote closing the string that opens at `start` (a backslash escapes the next
 * character). A template literal's `${…}` is code, whose strings, templates and braces are skipped
 * whole: its backticks do not end the template. What is open is kept in a list, not in calls, so
 * templates nested thousands deep cost no stack.
 */
function stringEnd(source: string, start: number): number {
  // Each open quote, or '{' for a brace or a template's ${ of the code being read.
  const open: string[] = [source[start]];
  for (let at = start + 1; at < source.length; at++) {
    const c = source[at];
    const top = open[open.length - 1];
    if (top !== '{') {
      if (c === '\\') at++;
      else if (c === top) open.pop();
      else if (top === '`' && c === '$' && source[at + 1] === '{') {
        open.push('{');
        at++;
      }
    } else if (c === '"' || c === "'" || c === '`' || c === '{') open.push(c);
    else if (c === '}') open.pop();
    if (open.length === 0) return at;
  }
  return source.length;
}
