// Reads and checks a page's YAML frontmatter; positions point into the page's own file.
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { closest } from '../closest.ts';

export interface Frontmatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  slug?: string;
  hide_table_of_contents?: boolean;
  sidebar_position?: number;
  keywords?: string[];
  /** Blog posts: the publication date (YYYY-MM-DD), when the file name does not start with it. */
  date?: string;
  /** Blog posts. */
  authors?: string[];
  /** Blog posts. */
  tags?: string[];
}

const FIELDS: Record<keyof Frontmatter, 'string' | 'boolean' | 'number' | 'string[]'> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  slug: 'string',
  hide_table_of_contents: 'boolean',
  sidebar_position: 'number',
  keywords: 'string[]',
  date: 'string',
  authors: 'string[]',
  tags: 'string[]',
};

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

/** `yaml` is the frontmatter text; `startLine` the file line it begins on (after the opening ---). */
export function readFrontmatter(
  yaml: string,
  startLine: number,
  file: string,
  source: string,
): { frontmatter: Frontmatter; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const at = (line: number, column: number) => ({ file, line, column, lineText: lineAt(source, line) });
  let data: unknown;
  try {
    data = parseYaml(yaml) ?? {};
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
      return { frontmatter: {}, diagnostics };
    }
    if (!(error instanceof YAMLParseError)) throw error;
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    diagnostics.push({ severity: 'error', code: 'frontmatter', message: `Invalid YAML: ${message}`, ...at(startLine + pos.line - 1, pos.col) });
    return { frontmatter: {}, diagnostics };
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    diagnostics.push({ severity: 'error', code: 'frontmatter', message: 'Frontmatter must be a map of keys to values.', ...at(startLine, 1) });
    return { frontmatter: {}, diagnostics };
  }
  const keyLine = (key: string) => {
    const index = yaml.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index < 0 ? startLine : startLine + index;
  };
  const frontmatter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const kind = FIELDS[key as keyof Frontmatter];
    if (!kind) {
      const near = closest(key, Object.keys(FIELDS));
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter',
        message: `Unknown frontmatter key "${key}" is ignored.`,
        ...at(keyLine(key), 1),
        length: key.length,
        ...(near ? { suggestion: near } : { hint: `known keys: ${Object.keys(FIELDS).join(', ')}.` }),
      });
      continue;
    }
    const ok = kind === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === kind;
    if (!ok) {
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter',
        message: `Frontmatter "${key}" must be ${kind === 'string[]' ? 'a list of strings' : `a ${kind}`}, got ${JSON.stringify(value)}.`,
        ...at(keyLine(key), 1),
        length: key.length,
      });
      continue;
    }
    frontmatter[key] = value;
  }
  return { frontmatter: frontmatter as Frontmatter, diagnostics };
}
