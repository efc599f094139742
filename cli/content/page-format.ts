// A page's own choice of parser: front matter `mdx: { format: md | mdx | detect }` stands over the
// site's markdown.format for that file, as Docusaurus's getFormat reads it (front matter first, then
// the config; `detect` goes by the file's extension). Read before the page is parsed, since it decides
// how: only a front matter naming `mdx` at its top level is read for it.
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { frontmatterLength } from './comments.ts';
import { frontmatterKeyPosition, readFrontmatter } from './frontmatter.ts';

export type MarkdownFormat = 'mdx' | 'md' | 'detect';
const FORMATS: readonly string[] = ['mdx', 'md', 'detect'];

/** The format the page's front matter names, or what is wrong with it; nothing when it names none. */
export function frontMatterFormat(source: SourceFile): { format?: MarkdownFormat; problem?: Diagnostic } {
  const length = frontmatterLength(source.text);
  if (length === 0) return {};
  const block = source.text.slice(0, length);
  if (!/^mdx\s*:/m.test(block)) return {};
  const yaml = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(block);
  const mdx = yaml ? (readFrontmatter(yaml[1], 2, source.file, source.text).frontmatter as { mdx?: unknown }).mdx : undefined;
  const format = typeof mdx === 'object' && mdx !== null ? (mdx as { format?: unknown }).format : undefined;
  if (format === undefined) return {};
  if (typeof format === 'string' && FORMATS.includes(format)) return { format: format as MarkdownFormat };
  const place = frontmatterKeyPosition(source.text, 'mdx');
  return {
    problem: {
      severity: 'error',
      code: 'frontmatter',
      message: `Frontmatter key "mdx.format" is ${JSON.stringify(format)}: it is md, mdx or detect.`,
      file: source.file,
      ...(place ? { line: place.line, column: place.column, lineText: place.lineText } : {}),
      hint: 'md reads the page as CommonMark, mdx as MDX, detect by its extension (.md CommonMark, .mdx MDX), as Docusaurus does.',
    },
  };
}

/** Whether the page is read as CommonMark: its own format, else the site's ('md' all files, 'detect' a file not named .mdx). */
export function readsAsCommonMark(source: SourceFile, siteFormat: MarkdownFormat | undefined, pageFormat: MarkdownFormat | undefined): boolean {
  const format = pageFormat ?? siteFormat ?? 'mdx';
  if (format === 'md') return true;
  return format === 'detect' && !/\.mdx$/i.test(source.contentPath);
}
