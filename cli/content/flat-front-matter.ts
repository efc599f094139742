// Front matter of the commonest shape, read without the yaml package: a few `key: value` lines whose
// values are words, whole numbers, quoted text, booleans or null. Every page's front matter is read twice in a build
// (the sidebar's doc entries, then the page's parse), and the yaml package builds a whole document for
// each: at 1,000 pages of the shared Docusaurus corpora that was about 330 ms of CPU, where all 423
// distinct front matters there have this shape. Anything else, down to one line, is left to the yaml
// package (null here), so what a page gets is always what that package gives it: the values below are
// those its core schema gives (test/cli/flat-front-matter.test.ts compares the two).

/**
 * A key: letters, digits, `_` and `-`, starting with a letter or `_`, of at most 1,024 characters: the
 * yaml package refuses an implicit key whose `:` is further than that from its start. What follows the
 * `:` is taken whole and its spaces trimmed after: a `( +)(.*)$` tried every shorter run of spaces
 * before a character `.` does not match (U+2028), 100 s for 200,000 spaces.
 */
const LINE = /^([A-Za-z_][\w-]{0,1023}):([^]*)$/;

/** Plain values the core schema reads as null or a boolean, not as text (as keys, left to the yaml package). */
const NOT_TEXT = /^(?:null|true|false)$/i;

/** The core schema's spellings of them, each in three cases only (`tRUE` is text). */
const CORE_VALUES = new Map<string, boolean | null>([
  ...['true', 'True', 'TRUE'].map((word) => [word, true] as const),
  ...['false', 'False', 'FALSE'].map((word) => [word, false] as const),
  ...['null', 'Null', 'NULL', '~', ''].map((word) => [word, null] as const),
]);

/** A whole number with no sign and no leading zero, small enough to stay exact. */
const WHOLE_NUMBER = /^(?:0|[1-9]\d{0,14})$/;

/**
 * A plain value read as itself: it starts with a letter or `/` (not a number, a date, a YAML
 * indicator or a special float), and holds no tab, no control character, no `: ` or ` #` (a mapping
 * or a comment), and no line break YAML 1.1 knew (NEL, U+2028, U+2029) or byte order mark.
 */
const PLAIN = /^[A-Za-z/][^\t\x00-\x1f\x7f\x85\u2028\u2029\ufeff]*$/;

/** Quoted text with nothing a quote would change: no escape, no inner quote, no control character. */
const DOUBLE_QUOTED = /^"([^"\\\x00-\x1f\x7f\x85\u2028\u2029\ufeff]*)"$/;
const SINGLE_QUOTED = /^'([^'\x00-\x1f\x7f\x85\u2028\u2029\ufeff]*)'$/;

/** The front matter's values when it has the flat shape above; null when the yaml package must read it. */
export function flatFrontMatter(yaml: string): Record<string, FlatValue> | null {
  if (yaml.includes('\r')) return null;
  const data: Record<string, FlatValue> = {};
  let keys = 0;
  for (const line of yaml.split('\n')) {
    if (/^ *$/.test(line)) continue;
    const match = LINE.exec(line);
    if (!match) return null;
    const [, key, rest] = match;
    // Nothing, or a space before the value (`key:value` is a plain text, not a pair).
    if (rest !== '' && !rest.startsWith(' ')) return null;
    // A key given twice is an error the yaml package words; `__proto__` it sets as an own property.
    if (key === '__proto__' || NOT_TEXT.test(key) || Object.hasOwn(data, key)) return null;
    const value = valueOf(trimSpaces(rest));
    if (value === undefined) return null;
    data[key] = value;
    keys++;
  }
  return keys > 0 ? data : null;
}

type FlatValue = string | number | boolean | null;

/**
 * The text without the spaces at its ends (not tabs), in time linear in its length: `/ +$/` tries each
 * run of spaces to its end, so a value of 200,000 spaces and a word took 40 s (a read twice a build).
 */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) === 0x20) end--;
  return text.slice(start, end);
}

/** The value as the core schema reads it; undefined when it is not of the flat shape. A key with no
 * value is null here only when no indented block follows, which the lines' test above makes sure of. */
function valueOf(written: string): FlatValue | undefined {
  const core = CORE_VALUES.get(written);
  if (core !== undefined) return core;
  if (WHOLE_NUMBER.test(written)) return Number(written);
  const quoted = DOUBLE_QUOTED.exec(written) ?? SINGLE_QUOTED.exec(written);
  if (quoted) return quoted[1];
  if (!PLAIN.test(written) || NOT_TEXT.test(written) || written.endsWith(':') || written.includes(': ') || written.includes(' #')) return undefined;
  return written;
}
