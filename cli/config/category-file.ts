// A folder's `_category_.json` / `.yml` / `.yaml`, read as Docusaurus reads it (YAML, of which JSON is
// a part) and checked as its schema checks it: a file that does not parse, a key it does not know or
// a value of the wrong kind stops the build with the file, line and column, as Docusaurus stops it.
// Before, such a file was skipped in silence and the folder's name became its label.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, type YAMLError } from 'yaml';
import { closest } from '../closest.ts';
import { generatedIndexSlugProblem, GENERATED_INDEX_SLUG_HINT } from '../content/generated-index-slug.ts';
import { parseYamlDocument } from '../content/yaml-document.ts';
import { ContentError, lineAt, type Diagnostic } from '../diagnostics.ts';
import { collectedCategoryProblems } from './category-problems.ts';

export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };

export interface CategoryFile {
  label?: string;
  position?: number;
  collapsed?: boolean;
  /** false: always open, with no caret. */
  collapsible?: boolean;
  className?: string;
  link?: CategoryLink | null;
  /** Where a doc link's id is written: a doc it does not find is reported there. */
  linkIdAt?: { file: string; line: number; column: number; lineText?: string };
}

type Check = (value: unknown) => string | null;
const isString: Check = (v) => (typeof v === 'string' ? null : 'a string');
const isNumber: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? null : 'a number');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'true or false');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLink: Check = (v) => {
  if (v === null) return null;
  if (!isObject(v)) return 'null or an object: {type: "doc", id} or {type: "generated-index", …}';
  if (v.type === 'doc') return typeof v.id === 'string' ? null : 'a doc link with an "id" string: {type: "doc", id: "…"}';
  if (v.type === 'generated-index') {
    if (!['slug', 'title', 'description', 'image'].every((k) => v[k] === undefined || typeof v[k] === 'string')) return 'a generated-index link whose slug, title, description and image are strings';
    const { keywords } = v;
    return keywords === undefined || typeof keywords === 'string' || (Array.isArray(keywords) && keywords.every((k) => typeof k === 'string')) ? null : 'a generated-index link whose keywords are a string or a list of strings';
  }
  return '{type: "doc", id} or {type: "generated-index", …}';
};

/**
 * The keys of a category's link, as Docusaurus's schema takes them. A generated index's `image` and
 * `keywords` are its page's social card and meta keywords: taken (the Homarr docs write an image),
 * not used, as the page has the site's. Any other key is refused, as Docusaurus refuses it.
 */
const LINK_KEYS: Record<string, string[]> = { doc: ['type', 'id'], 'generated-index': ['type', 'slug', 'title', 'description', 'image', 'keywords'] };

/** The keys Docusaurus's category metadata schema takes, with what each must be. */
const KEYS: Record<string, Check> = {
  label: isString,
  position: isNumber,
  collapsed: isBoolean,
  collapsible: isBoolean,
  className: isString,
  link: isLink,
  customProps: (v) => (isObject(v) ? null : 'an object'),
  description: isString,
  key: isString,
};

/**
 * The category file of a folder (absolute), or {} when it has none. `root` is the site root, for the
 * path the diagnostics name. Throws a ContentError for a file that cannot be read, parsed or checked.
 */
export function readCategoryFile(folder: string, root: string): CategoryFile {
  for (const name of CATEGORY_FILES) {
    const file = path.join(folder, name);
    try {
      if (!lstatSync(file).isFile()) continue;
    } catch {
      continue;
    }
    try {
      return parseCategoryFile(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/'));
    } catch (error) {
      // devcenter dev starting on a broken file: reported, and the folder keeps its defaults.
      if (error instanceof ContentError && collectedCategoryProblems(error.diagnostics)) return {};
      throw error;
    }
  }
  return {};
}

const isMissingComma = (error: YAMLError) => error.code === 'MISSING_CHAR' && error.message.startsWith('Missing ,');

/**
 * The parser finds a missing comma at the item after it, often on the next line: the caret goes where
 * the comma belongs, at the end of the item before it.
 */
function missingCommaAt(source: string, offset: number, at: (offset: number) => Omit<Diagnostic, 'severity' | 'code' | 'message'>): Omit<Diagnostic, 'severity' | 'code' | 'message'> {
  const end = source.slice(0, offset).trimEnd().length;
  const where = at(end);
  return { ...where, hint: source.slice(end, offset).includes('\n') ? `add a comma at the end of line ${where.line}.` : 'add a comma between the two items.' };
}

/**
 * A comma left out of a JSON category file before an item holding an object or a list (the starter's
 * `"position": 2` then `"link": {…}`) is no "Missing ," to YAML, which reads the next key as a block
 * mapping and says "Implicit keys need to be on a single line" and "Block collections are not allowed
 * within flow collections". JSON's own parser names it: where it expects the comma, and in what.
 */
function jsonMissingComma(source: string): { offset: number; between: 'map' | 'sequence' } | null {
  if (!source.trimStart().startsWith('{') && !source.trimStart().startsWith('[')) return null;
  try {
    JSON.parse(source);
    return null;
  } catch (error) {
    const found = /^Expected ',' or '([}\]])' after (?:property value|array element) in JSON at position (\d+)/.exec((error as Error).message);
    return found ? { offset: Number(found[2]), between: found[1] === '}' ? 'map' : 'sequence' } : null;
  }
}

function parseCategoryFile(source: string, file: string): CategoryFile {
  const lines = new LineCounter();
  const document = parseYamlDocument(source, { lineCounter: lines });
  const at = (offset: number | undefined) => {
    const { line, col } = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
    return { file, line, column: col, lineText: lineAt(source, line) };
  };
  const problems: Diagnostic[] = document.errors.map((error) => ({
    severity: 'error',
    code: 'category',
    message: `Invalid category file: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    ...(isMissingComma(error) ? missingCommaAt(source, error.pos[0], at) : at(error.pos[0])),
  }));
  if (problems.length > 0 && !document.errors.some(isMissingComma)) {
    const comma = jsonMissingComma(source);
    if (comma) throw new ContentError([{ severity: 'error', code: 'category', message: `Invalid category file: Missing , between flow ${comma.between} items`, ...missingCommaAt(source, comma.offset, at) }]);
  }
  if (problems.length > 0) throw new ContentError(problems);
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    // The yaml package stops aliases that expand without bound ("billion laughs") with a ReferenceError.
    if (!(error instanceof ReferenceError && /alias/i.test(error.message))) throw error;
    throw new ContentError([{ severity: 'error', code: 'category', message: `Invalid category file: ${error.message.replace(/\.$/, '')}.`, ...at(0), hint: 'a category file needs no aliases (*name): write each value out.' }]);
  }
  if (!isObject(data)) throw new ContentError([{ severity: 'error', code: 'category', message: 'A category file must be an object of keys: label, position, collapsed, link, …', ...at(0) }]);
  // Where each key stands in the file, for the caret.
  const keyOffset = new Map<string, number>();
  const contents = document.contents as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null;
  for (const pair of contents?.items ?? []) {
    if (!pair.key?.range) continue;
    // A quoted key ("label" in JSON): the caret goes on the name, not its quote.
    const start = pair.key.range[0];
    keyOffset.set(String(pair.key.value), source[start] === '"' || source[start] === "'" ? start + 1 : start);
  }
  for (const [key, value] of Object.entries(data)) {
    const check = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
    if (!check) {
      const near = closest(key, Object.keys(KEYS));
      problems.push({
        severity: 'error',
        code: 'category',
        message: `Unknown key "${key}" in a category file.`,
        ...at(keyOffset.get(key)),
        length: key.length,
        ...(near ? { suggestion: near } : { hint: `known keys: ${Object.keys(KEYS).join(', ')}.` }),
      });
      continue;
    }
    const wanted = check(value);
    if (wanted) problems.push({ severity: 'error', code: 'category', message: `"${key}" must be ${wanted}; it is ${JSON.stringify(value)}.`, ...at(keyOffset.get(key)), length: key.length });
  }
  // An unknown key of the link, at its line here: it used to reach the sidebar's settings and be told
  // as "site.config.ts error sidebars.docs[0].link.image is not a known setting", with no line.
  const written = (data as { link?: unknown }).link;
  const known = isObject(written) && typeof written.type === 'string' && Object.hasOwn(LINK_KEYS, written.type) && !isLink(written) ? LINK_KEYS[written.type] : undefined;
  const linkNode = known ? (document.getIn(['link'], true) as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | undefined) : undefined;
  for (const key of known ? Object.keys(written as object) : []) {
    if (known!.includes(key)) continue;
    const range = linkNode?.items?.find((pair) => String(pair.key?.value) === key)?.key?.range;
    const near = closest(key, known!);
    problems.push({
      severity: 'error',
      code: 'category',
      message: `Unknown key "${key}" in the category's link.`,
      ...at(range ? range[0] + (/["']/.test(source[range[0]]) ? 1 : 0) : keyOffset.get('link')),
      length: key.length,
      ...(near ? { suggestion: near } : { hint: `a ${(written as { type: string }).type} link's keys: ${known!.join(', ')}.` }),
    });
  }
  const slug = (data as CategoryFile).link?.type === 'generated-index' ? ((data as CategoryFile).link as { slug?: string }).slug : undefined;
  const slugProblem = slug === undefined ? null : generatedIndexSlugProblem(slug);
  if (slugProblem) {
    const node = document.getIn(['link', 'slug'], true) as { range?: [number, number, number] } | undefined;
    problems.push({ severity: 'error', code: 'category', message: `The generated index's slug ${JSON.stringify(slug)} ${slugProblem}.`, ...at(node?.range ? node.range[0] + (/["']/.test(source[node.range[0]]) ? 1 : 0) : undefined), hint: GENERATED_INDEX_SLUG_HINT });
  }
  if (problems.length > 0) throw new ContentError(problems);
  const { label, position, collapsed, collapsible, className, link } = data as CategoryFile;
  const idNode = link?.type === 'doc' ? (document.getIn(['link', 'id'], true) as { range?: [number, number, number] } | undefined) : undefined;
  const linkIdAt = link?.type === 'doc' ? at(idNode?.range ? idNode.range[0] + (/["']/.test(source[idNode.range[0]]) ? 1 : 0) : keyOffset.get('link')) : undefined;
  // The link as the sidebar takes it: what devcenter draws of it (a generated index's image and keywords are not).
  const kept: CategoryLink | null | undefined =
    link?.type === 'generated-index' ? { type: 'generated-index', ...(['slug', 'title', 'description'] as const).reduce((o, k) => (link[k] !== undefined ? { ...o, [k]: link[k] } : o), {}) } : link;
  return { label, position, collapsed, collapsible, className, link: kept, ...(linkIdAt ? { linkIdAt } : {}) };
}
