// Reads and checks a page's YAML frontmatter; positions point into the page's own file.
import { YAMLParseError } from 'yaml';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { closest } from '../closest.ts';
import { isSafeUrl } from '../../runtime/shared/url-policy.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_EXPANDED_TEXT, MAX_TITLE_LENGTH } from './expansion-limits.ts';
import { flatFrontMatter } from './flat-front-matter.ts';
import { parseYaml } from './yaml-document.ts';
import { yamlErrorHint } from './yaml-error-hint.ts';

/** The keys a page may set: ours and Docusaurus 3's docs keys, so its pages build as written. */
export interface Frontmatter {
  title?: string;
  description?: string;
  /** The last segment of the doc id and, without a `slug`, of the page's address. */
  id?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  sidebar_key?: string;
  /** The sidebar shown on this page; null shows none. */
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_label?: string;
  /** A doc id, or null to show no link. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  parse_number_prefixes?: boolean;
  /** An edit address for this page; null or '' shows no edit link. */
  custom_edit_url?: string | null;
  /** Left out of the build. */
  draft?: boolean;
  /** Built, but out of the sidebar, the sitemap and search. */
  unlisted?: boolean;
  keywords?: string[];
  /** The page's og:image / twitter:image. */
  image?: string;
  /** Docs and blog posts: labels, or Docusaurus's `{label, permalink}` (a blog tag's own address). */
  tags?: (string | { label: string; permalink?: string })[];
  last_update?: Record<string, unknown>;
  /** Blog posts: the publication date (YYYY-MM-DD), when the file name does not start with it. */
  date?: string;
  /** Blog posts: keys of the blog's authors.yml, names, or authors written out (cli/content/blog-authors.ts). */
  authors?: (string | Record<string, unknown>)[];
  /** Blog posts, Docusaurus's older way of naming one author. */
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  /** The same keys as Docusaurus 1 spelled them, still read by Docusaurus 3. */
  authorTitle?: string;
  authorURL?: string;
  authorImageURL?: string;
  mdx?: Record<string, unknown>;
  /** Pages of content/pages/ (Docusaurus's src/pages/): class names the page's <html> element takes. */
  wrapperClassName?: string;
}

/** A value read from YAML, or what it should have been. */
type Check = (value: unknown) => { value: unknown } | { expected: string };

/** A value as a message shows it: its JSON, cut at 80 characters. */
const shownValue = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 80)}…` : json;
};

// Docusaurus reads `id: 123` or `title: 2024` as strings: so do we.
const string: Check = (v) => (typeof v === 'string' ? { value: v } : typeof v === 'number' ? { value: String(v) } : { expected: 'a string' });
/**
 * A string shown wherever the page is listed (its title in every sidebar and blog sidebar, a tag's
 * page, the feeds): at most `max` characters. A 100,000-character title on 20 posts wrote 2 GB, the
 * blog's sidebar of recent posts carrying it into every page of the blog.
 */
const shortString =
  (max: number): Check =>
  (v) => {
    const read = string(v);
    return 'value' in read && String(read.value).length > max ? { expected: `a string of at most ${max.toLocaleString('en-US')} characters (it has ${String(read.value).length.toLocaleString('en-US')})` } : read;
  };
const boolean: Check = (v) => (typeof v === 'boolean' ? { value: v } : { expected: 'true or false' });
const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? { value: v } : { expected: 'a number' });
const orNull = (check: Check, expected: string): Check => (v) => (v === null ? { value: null } : 'value' in check(v) ? check(v) : { expected });
const strings: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? { value: v } : { expected: 'a list of strings' });
const object: Check = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { value: v } : { expected: 'a map of keys to values' });
// Class names as HTML reads them, nothing else: the value becomes part of the page's <html class>.
// A few of them: Chromium's work on a change of <html>'s classes grows with the square of their
// number (2,000 names held a reader's tab 6 s at each client-side navigation, 4,000 for 48 s).
const MAX_HTML_CLASSES = 50;
const classNames: Check = (v) => {
  if (typeof v !== 'string' || !/^\s*[\w-]+(?:\s+[\w-]+)*\s*$/.test(v)) return { expected: 'class names (letters, digits, "-" and "_", separated by spaces)' };
  const names = [...new Set(v.trim().split(/\s+/))];
  return names.length > MAX_HTML_CLASSES ? { expected: `at most ${MAX_HTML_CLASSES} class names (it has ${names.length.toLocaleString('en-US')})` } : { value: names.join(' ') };
};
const headingLevel: Check = (v) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? { value: v } : { expected: 'a heading level from 2 to 6' });
const docId: Check = (v) => {
  const read = string(v);
  return 'value' in read && (read.value as string).includes('/') ? { expected: 'a name without "/" (the folders stay part of the id)' } : read;
};
const tags: Check = (v) =>
  Array.isArray(v) && v.every((t) => typeof t === 'string' || (typeof t === 'object' && t !== null && typeof (t as { label?: unknown }).label === 'string'))
    ? {
        value: v.map((t) => {
          if (typeof t === 'string') return t;
          const { label, permalink } = t as { label: string; permalink?: unknown };
          return typeof permalink === 'string' ? { label, permalink } : { label };
        }),
      }
    : { expected: 'a list of tags (strings)' };

// An address the page links to (the edit link): the URL policy links in content follow.
const address: Check = (v) => (typeof v === 'string' && isSafeUrl(v, 'link') ? { value: v } : { expected: 'a relative, http:, https:, mailto: or tel: address' });

// A post's authors as Docusaurus takes them: one or a list, each a key (or name) or an object.
const authors: Check = (v) => {
  const list = Array.isArray(v) ? v : [v];
  return list.every((a) => typeof a === 'string' || (typeof a === 'object' && a !== null && !Array.isArray(a)))
    ? { value: list }
    : { expected: 'an author (a key of the blog\'s authors.yml, or {name, title, url}), or a list of them' };
};

const FIELDS: Record<keyof Frontmatter, Check> = {
  title: shortString(MAX_TITLE_LENGTH),
  description: shortString(MAX_DESCRIPTION_LENGTH),
  id: docId,
  slug: string,
  sidebar_label: shortString(MAX_TITLE_LENGTH),
  sidebar_position: number,
  sidebar_class_name: string,
  sidebar_custom_props: object,
  sidebar_key: string,
  displayed_sidebar: orNull(string, 'a sidebar id, or null'),
  hide_title: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_label: shortString(MAX_TITLE_LENGTH),
  pagination_next: orNull(string, 'a doc id, or null'),
  pagination_prev: orNull(string, 'a doc id, or null'),
  parse_number_prefixes: boolean,
  custom_edit_url: orNull(address, 'a relative, http: or https: address, or null'),
  draft: boolean,
  unlisted: boolean,
  keywords: strings,
  image: string,
  tags,
  last_update: object,
  date: string,
  authors,
  author: string,
  author_title: string,
  author_url: address,
  author_image_url: string,
  authorTitle: string,
  authorURL: address,
  authorImageURL: string,
  mdx: object,
  wrapperClassName: classNames,
};

const UNKNOWN_KEY = /^(?:Unknown frontmatter key|Frontmatter key) "(.*)" is ignored(?: [^"]*)?\.$/;

/** The key a warning about an unknown key names, else null: the check stage folds them into one per key. */
export function unknownFrontmatterKeyOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'frontmatter' ? (UNKNOWN_KEY.exec(diagnostic.message)?.[1] ?? null) : null;
}

/** Where a top-level `key:` is written in the frontmatter of a page's source, for diagnostics. */
export function frontmatterKeyPosition(source: string, key: string): { line: number; column: number; lineText: string } | null {
  const lines = source.split('\n');
  if (lines[0]?.replace(/\r$/, '') !== '---') return null;
  const pattern = new RegExp(`^(\\s*)(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*:`);
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i].replace(/\r$/, '');
    if (text === '---') return null;
    const match = pattern.exec(text);
    if (match) return { line: i + 1, column: match[1].length + 1, lineText: text };
  }
  return null;
}

/**
 * The frontmatter's YAML, read as Docusaurus reads it (js-yaml, through gray-matter): js-yaml also
 * takes a quoted value that wraps onto a line that is not indented (`title: "A long title` then
 * `goes on"`), which YAML 1.2 and the yaml package refuse. Only when the strict reading fails, such
 * lines are indented and the text read again; anything else fails as it did, at its own place.
 */
/** js-yaml, which Docusaurus reads front matter with, takes merge keys (`<<: {draft: true}`): so do we. */
const YAML_OPTIONS = { merge: true };

/** Front matter YAML as Docusaurus reads it (merge keys, and quoted values wrapped onto unindented lines); throws what the yaml package throws. */
export function parseYamlAsDocusaurus(yaml: string): unknown {
  // The commonest front matter (`key: value` lines of words, numbers, quoted text) has the same
  // values without a YAML document built for it.
  const flat = flatFrontMatter(yaml);
  if (flat) return flat;
  try {
    return parseYaml(yaml, YAML_OPTIONS);
  } catch (error) {
    const indented = indentWrappedQuotes(yaml);
    if (indented === yaml) throw error;
    try {
      return parseYaml(indented, YAML_OPTIONS);
    } catch {
      throw error;
    }
  }
}

/** The text with the continuation lines of a top-level key's quoted value indented by one space. */
function indentWrappedQuotes(yaml: string): string {
  let open: '"' | "'" | null = null;
  return yaml
    .split('\n')
    .map((line) => {
      let out = line;
      let from = 0;
      if (open) {
        if (!/^\s/.test(line) && line !== '') out = ` ${line}`;
        from = out.length - line.length;
      } else {
        const start = /^[\w-]+\s*:\s*(["'])/.exec(line);
        if (!start) return line;
        open = start[1] as '"' | "'";
        from = start[0].length;
      }
      // Where the value's closing quote is (a doubled '' or an escaped \" does not close it).
      for (let i = from; i < out.length; i++) {
        if (open === '"' && out[i] === '\\') i++;
        else if (open === "'" && out[i] === "'" && out[i + 1] === "'") i++;
        else if (out[i] === open) {
          open = null;
          break;
        }
      }
      return out;
    })
    .join('\n');
}

/** `yaml` is the frontmatter text; `startLine` the file line it begins on (after the opening ---). */
/** Keys only a docs page reads (its place in a sidebar, its pagination, its id). */
const DOCS_ONLY_KEYS = new Set(['id', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'sidebar_key', 'displayed_sidebar', 'hide_title', 'pagination_label', 'pagination_next', 'pagination_prev', 'parse_number_prefixes']);

/** Keys only a page of content/pages/ reads (Docusaurus's pages plugin). */
const PAGES_ONLY_KEYS = new Set(['wrapperClassName']);

const isBlogFile = (file: string) => /(?:^|\/)content\/blog\//.test(file);
const isPagesFile = (file: string) => /(?:^|\/)content\/pages\//.test(file);

/** The keys a page of that file may have: a blog post's list leaves out the docs-only ones, and only pages have the pages-only ones. */
function knownKeys(file: string): string[] {
  const keys = Object.keys(FIELDS).filter((key) => isPagesFile(file) || !PAGES_ONLY_KEYS.has(key));
  return isBlogFile(file) ? keys.filter((key) => !DOCS_ONLY_KEYS.has(key)) : keys;
}

/**
 * The top-level key whose value holds itself, or at which the front matter, written out as JSON
 * with each alias repeated, passes MAX_EXPANDED_TEXT characters; null when neither. Walked without
 * recursion and stopped at the limit, so a value shared a million times costs no more than the limit.
 */
function dataSizeProblem(data: Record<string, unknown>): { key: string; cycle: boolean } | null {
  let size = 0;
  for (const [key, value] of Object.entries(data)) {
    size += key.length + 4;
    // A depth-first walk: the objects being walked are the holders of what is met (a cycle is a value
    // among its holders); an object's exit is on the stack below its entries, to leave it.
    const holders = new Set<object>();
    const stack: ({ leave: object } | { value: unknown })[] = [{ value }];
    while (stack.length > 0) {
      const step = stack.pop()!;
      if ('leave' in step) {
        holders.delete(step.leave);
        continue;
      }
      const at = step.value;
      if (typeof at === 'string') size += at.length + 2;
      else if (at === null || typeof at !== 'object') size += String(at).length;
      else if (holders.has(at)) return { key, cycle: true };
      else {
        holders.add(at);
        stack.push({ leave: at });
        for (const [name, item] of Object.entries(at)) {
          size += (Array.isArray(at) ? 0 : name.length + 3) + 1;
          stack.push({ value: item });
        }
        size += 2;
      }
      if (size > MAX_EXPANDED_TEXT) return { key, cycle: false };
    }
  }
  return null;
}

export function readFrontmatter(
  yaml: string,
  startLine: number,
  file: string,
  source: string,
  /** Keys the page reads itself (`frontMatter.key`): not unknown, though devcenter does not use them. */
  readByPage: ReadonlySet<string> = new Set(),
  /**
   * The site has components of its own, which may read any key (useDoc().frontMatter, as Docusaurus's
   * do: Cypress's `e2eSpecific`): keys devcenter does not know are kept for them, and said only when
   * they look like a known key misspelt.
   */
  forComponents = false,
): { frontmatter: Frontmatter; diagnostics: Diagnostic[]; data: Record<string, unknown>; custom?: Record<string, unknown> } {
  const diagnostics: Diagnostic[] = [];
  const at = (line: number, column: number) => ({ file, line, column, lineText: lineAt(source, line) });
  let data: unknown;
  try {
    data = parseYamlAsDocusaurus(yaml) ?? {};
  } catch (error) {
    // The yaml package stops a document whose aliases expand without bound ("billion laughs") with a
    // ReferenceError, not a YAMLParseError: the page's problem all the same.
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter',
        message: `Invalid YAML: ${error.message.replace(/\.$/, '')}.`,
        ...at(startLine, 1),
        hint: 'frontmatter needs no aliases (*name): write each value out.',
      });
      return { frontmatter: {}, diagnostics, data: {} };
    }
    if (!(error instanceof YAMLParseError)) throw error;
    const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    const { line, col, hint } = yamlErrorHint(yaml, message, error.linePos?.[0] ?? { line: 1, col: 1 });
    diagnostics.push({ severity: 'error', code: 'frontmatter', message: `Invalid YAML: ${message}`, ...at(startLine + line - 1, col), ...(hint ? { hint } : {}) });
    return { frontmatter: {}, diagnostics, data: {} };
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    diagnostics.push({ severity: 'error', code: 'frontmatter', message: 'Frontmatter must be a map of keys to values.', ...at(startLine, 1) });
    return { frontmatter: {}, diagnostics, data: {} };
  }
  // The first line of each key, found in one pass over the YAML: splitting it again for each key made a
  // front matter of 10,000 unknown keys (100 KB) take 7 s, 20,000 over a minute.
  let lines: string[] | undefined;
  let firstLineOf: Map<string, number> | undefined;
  const keyLine = (key: string) => {
    if (lines === undefined || firstLineOf === undefined) {
      lines = yaml.split('\n');
      firstLineOf = new Map();
      // A plain key ends at the first ':' followed by a space or the line's end: `foo:bar: 2` is "foo:bar".
      for (const [index, line] of lines.entries()) {
        const end = line.search(/:(?:\s|$)/);
        if (end >= 0 && !firstLineOf.has(line.slice(0, end))) firstLineOf.set(line.slice(0, end), index);
      }
    }
    const index = firstLineOf.get(key);
    return index === undefined || !lines[index].startsWith(`${key}:`) ? startLine : startLine + index;
  };
  const frontmatter: Record<string, unknown> = {};
  let custom: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data)) {
    const check = Object.hasOwn(FIELDS, key) ? FIELDS[key as keyof Frontmatter] : undefined;
    if (!check) {
      // Defined, not assigned: a key `__proto__` is a key like any other, not the object's prototype.
      if (forComponents) Object.defineProperty((custom ??= {}), key, { value, enumerable: true, writable: true, configurable: true });
      if (readByPage.has(key)) continue;
      const keys = knownKeys(file);
      const near = closest(key, keys);
      if (forComponents && !near) continue;
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter',
        message: `Unknown frontmatter key "${key}" is ignored.`,
        ...at(keyLine(key), 1),
        length: key.length,
        ...(near ? { suggestion: near } : { hint: `known keys: ${keys.join(', ')}.` }),
      });
      continue;
    }
    if (PAGES_ONLY_KEYS.has(key) && !isPagesFile(file)) {
      // Docusaurus's docs and blog plugins let the key be and draw nothing of it: the same here, said.
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter',
        message: `Frontmatter key "${key}" is ignored on ${isBlogFile(file) ? 'a blog post' : 'a doc'}.`,
        ...at(keyLine(key), 1),
        length: key.length,
        hint: `${key} sets the class of a page of content/pages/ (Docusaurus's src/pages/); Docusaurus ignores it elsewhere too: remove it.`,
      });
      continue;
    }
    const read = check(value);
    if ('expected' in read) {
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter',
        message: `Frontmatter "${key}" must be ${read.expected}, got ${shownValue(value)}.`,
        ...at(keyLine(key), 1),
        length: key.length,
        hint: `write ${key} as ${read.expected}, or remove it.`,
      });
      continue;
    }
    frontmatter[key] = read.value;
  }
  // On a site with components the whole front matter goes into the doc's page data, as JSON
  // (useDoc().frontMatter): a YAML alias is written out at each use there, so `l: [*big, *big, …]`
  // made a 600 KB page 115 MB of output, and an alias inside the value it names (`a: &x {b: *x}`)
  // stopped the build with an internal error. Each is said at its key.
  if (forComponents) {
    const problem = dataSizeProblem(data as Record<string, unknown>);
    if (problem)
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter',
        message: problem.cycle
          ? `Frontmatter "${problem.key}" holds itself: an alias (*name) inside the value it names, which a page's data cannot hold.`
          : `The frontmatter comes to more than ${MAX_EXPANDED_TEXT.toLocaleString('en-US')} characters as the page's data, reaching "${problem.key}": its aliases (*name) repeat their values at each use.`,
        ...at(keyLine(problem.key), 1),
        length: problem.key.length,
        hint: 'write each value out once: front matter needs no aliases.',
      });
  }
  const { toc_min_heading_level: min, toc_max_heading_level: max } = frontmatter as Frontmatter;
  if (min !== undefined && max !== undefined && min > max) {
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter',
      message: `toc_min_heading_level (${min}) is above toc_max_heading_level (${max}): the table of contents would be empty.`,
      ...at(keyLine('toc_min_heading_level'), 1),
      length: 'toc_min_heading_level'.length,
      hint: 'make toc_min_heading_level at most toc_max_heading_level.',
    });
    delete frontmatter.toc_min_heading_level;
  }
  if (frontmatter.draft === true && frontmatter.unlisted === true) {
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter',
      message: 'A page cannot be both draft (left out of the build) and unlisted (built, but hidden).',
      ...at(keyLine('unlisted'), 1),
      length: 'unlisted'.length,
      hint: 'keep one of draft and unlisted.',
    });
  }
  return { frontmatter: frontmatter as Frontmatter, diagnostics, data: data as Record<string, unknown>, ...(custom ? { custom } : {}) };
}

/** Keys that show a block of `key: value` lines between `---` lines was meant as a page's front matter. */
const FRONTMATTER_SIGNS = /^(?:title|id|slug|sidebar_position|sidebar_label|description|tags|hide_title|draft)\s*:/;

/**
 * Front matter written below the first line (after a blank line, a heading or a sentence): Markdown
 * then reads it as a rule and text, and the page silently loses its title, slug and position.
 */
export function misplacedFrontmatter(text: string, file: string): Diagnostic | undefined {
  // Every page without front matter comes here: only the lines a misplaced block could be in are
  // split off (its opening line, among the first three that are not blank, and the 51 after it).
  let open: { line: string; index: number } | undefined;
  let from = 0;
  for (let index = 0, nonBlank = 0; nonBlank < 3 && from <= text.length; index++) {
    const end = text.indexOf('\n', from);
    const line = text.slice(from, end === -1 ? undefined : end).replace(/\r$/, '');
    from = end === -1 ? text.length + 1 : end + 1;
    if (line.trim() === '') continue;
    nonBlank++;
    if (/^---\s*$/.test(line)) {
      open = { line, index };
      break;
    }
  }
  if (!open || open.index === 0) return undefined;
  const after = text.slice(from).split('\n', 51).map((line) => line.replace(/\r$/, ''));
  const close = after.findIndex((line) => /^---\s*$/.test(line));
  const block = close >= 0 ? after.slice(0, close) : [];
  if (block.length === 0 || block.length > 50 || !block.some((line) => FRONTMATTER_SIGNS.test(line))) return undefined;
  if (!block.every((line) => /^(?:[\w-]+\s*:|\s|-\s|#|$)/.test(line))) return undefined;
  return {
    severity: 'warning',
    code: 'frontmatter',
    message: `This looks like front matter, but it starts on line ${open.index + 1}: only a block on the file's first line is front matter, so this one is shown as text.`,
    file,
    line: open.index + 1,
    column: 1,
    lineText: open.line,
    length: 3,
    hint: 'move it to the top of the file: nothing, not even a blank line, may come before its opening ---.',
  };
}
