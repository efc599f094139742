// Files next to pages: `![](./img/x.png)`, `[the form](./form.pdf)`, `<img src="./x.png" />`. A
// relative address with a file extension other than Markdown's names a file of content/, which the
// build copies into the output (by content hash) and points the page at.
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { reactPropName } from './jsx-attributes.ts';
import { walk } from './walk.ts';
import { writtenAddressOf, type IncludedPlace } from './included-place.ts';

export interface PageFileRef {
  /** As written. */
  url: string;
  /** The file it names, relative to content/ (it may lead out of it: "../x"). */
  contentPath: string;
  line: number;
  column: number;
  length: number;
  /** Written in a partial the page includes: that file, and the text of the line there. */
  file?: string;
  lineText?: string;
  /** A prop of this element (`<Card href="./a.pdf">`), not a Markdown link or image. */
  element?: string;
  /** Shown in the page (an image, a `src` or `poster`), not linked to: a missing one breaks the page itself. */
  embedded?: true;
  /** Written in a partial, whose `url` is said from the page (included-place.ts): the address as the partial writes it, which its problems quote. */
  written?: string;
}

const SITE_ALIAS = '@site/';

/** JSX attributes that name a file to fetch or link to. */
export const FILE_PROPS = ['src', 'href', 'poster'];

/** A relative address of a file that is not Markdown: `./x.png`, `../files/a.pdf#page=2`. */
export function isFileRef(url: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:|^\/|^#|^\?/i.test(url)) return false;
  const pathPart = url.split(/[?#]/)[0];
  const extension = path.posix.extname(pathPart).toLowerCase();
  return extension !== '' && extension !== '.md' && extension !== '.mdx';
}

/** The content path a file reference of `fromContentPath` names. */
export function fileRefTarget(url: string, fromContentPath: string): string {
  const pathPart = url.split(/[?#]/)[0];
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    // Left as written: it then names no file, and is reported as such.
  }
  // Docusaurus's alias of the site's root, whose docs/ and blog/ are content/'s here.
  if (decoded.startsWith(SITE_ALIAS)) return path.posix.normalize(decoded.slice(SITE_ALIAS.length));
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromContentPath), decoded));
}

const STATIC_ALIAS = '@site/static/';

/**
 * A module path from `/` (not `//`) as the `@site/` path it is: what a page requires or imports is
 * resolved by webpack, from the site's folder (its `resolve.roots`), not as an address of the site.
 * Any other path as it is.
 */
export function fromSiteFolder(specifier: string): string {
  return /^\/(?!\/)/.test(specifier) ? `${SITE_ALIAS}${specifier.slice(1)}` : specifier;
}

/** `@site/static/img/x.png` is the file of static/ at `/img/x.png` (static/ is served at the site's root); null for another address. */
export function siteStaticPath(url: string): string | null {
  return url.startsWith(STATIC_ALIAS) ? `/${url.slice(STATIC_ALIAS.length)}` : null;
}

/**
 * A file reference written as from Docusaurus's docs/ or blog/ (`../static/img/x.png`), which sit
 * beside static/ where content/docs/ sits one folder deeper, so it names content/static/img/x.png:
 * when content/ has no such file and static/ has it, the file of static/ (its site address,
 * `/img/x.png`); null otherwise. Migrated content then keeps its addresses.
 */
export function docusaurusStaticPath(contentPath: string, contentFiles: ReadonlyMap<string, unknown>, staticPaths: ReadonlySet<string>): string | null {
  if (!contentPath.startsWith('static/') || contentFiles.has(contentPath)) return null;
  const sitePath = `/${contentPath.slice('static/'.length)}`;
  return staticPaths.has(sitePath) ? sitePath : null;
}

/**
 * A file imported or linked from the site's root (`import badge from '/img/badge.png'`, read as
 * `@site/img/badge.png`) that content/ lacks and static/ has: the file of static/ (its site address).
 * Docusaurus's webpack resolves a path from / in static/ first (its `resolve.roots` list the static
 * folders before the site's), so FINOS FDC3's badges, in static/img/community/, were reported missing
 * from content/img/community/. Null for any other address, or when content/ has the file.
 */
export function siteRootStaticPath(url: string, contentPath: string, contentFiles: ReadonlyMap<string, unknown>, staticPaths: ReadonlySet<string>): string | null {
  if (!url.startsWith(SITE_ALIAS) || contentPath.startsWith('../') || contentFiles.has(contentPath)) return null;
  const sitePath = `/${contentPath}`;
  return staticPaths.has(sitePath) ? sitePath : null;
}

/** Where a relative address leads from content/ when it leaves it for static/, which sits beside it. */
const OUT_TO_STATIC = '../static/';

/**
 * A relative address that leads from the page out of content/ into the site's static/ folder
 * (`../../static/img/x.png` from content/docs/a.mdx, as Docusaurus resolves a relative path from the
 * file): the file's site address (`/img/x.png`, its query and fragment kept); null for another address.
 */
export function relativeStaticPath(url: string, fromContentPath: string): string | null {
  if (!isFileRef(url)) return null;
  const pathPart = url.split(/[?#]/)[0];
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromContentPath), pathPart));
  return target.startsWith(OUT_TO_STATIC) ? `/${target.slice(OUT_TO_STATIC.length)}${url.slice(pathPart.length)}` : null;
}

/**
 * `![](@site/static/img/x.png)`, `[pdf](@site/static/files/a.pdf)`, `<img src="@site/static/…">`:
 * Docusaurus reads `@site/` as the site's root, so these are files of static/, at their site address
 * (`/img/x.png`). They were read as files of content/, and reported missing. So are relative addresses
 * that lead out of content/ into static/ (relativeStaticPath).
 */
export function resolveStaticAliases(tree: Root, fromContentPath: string): void {
  const resolved = (url: string) => siteStaticPath(url) ?? relativeStaticPath(url, fromContentPath) ?? url;
  walk<Nodes>(tree, (node) => {
    if (node.type === 'image' || node.type === 'link' || node.type === 'definition') node.url = resolved(node.url);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const a of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes)
        if (a.type === 'mdxJsxAttribute' && FILE_PROPS.includes(reactPropName(a.name)) && typeof a.value === 'string') a.value = resolved(a.value);
  });
}

export function collectFileRefs(tree: Root, fromContentPath: string): PageFileRef[] {
  const refs: PageFileRef[] = [];
  const add = (url: string, node: { position?: { start: { line: number; column: number }; end: { line: number; column: number } }; data?: unknown }, embedded: boolean, element?: MdxJsxFlowElement | MdxJsxTextElement, written?: string) => {
    if (!isFileRef(url)) return;
    const contentPath = fileRefTarget(url, fromContentPath);
    const of = { ...(element?.name ? { element: element.name } : {}), ...(embedded ? { embedded: true as const } : {}) };
    // Written in a partial: where the partial writes it (partials.ts keeps it on the node or its element).
    const included = ((node.data ?? element?.data) as { includedFrom?: IncludedPlace } | undefined)?.includedFrom;
    if (included) {
      refs.push({ url, contentPath, line: included.line, column: included.column, length: included.length, file: included.file, lineText: included.lineText, ...of, ...(written !== undefined ? { written } : {}) });
      return;
    }
    const start = node.position?.start;
    const end = node.position?.end;
    refs.push({ url, contentPath, line: start?.line ?? 0, column: start?.column ?? 0, length: start && end && end.line === start.line ? end.column - start.column : 1, ...of });
  };
  walk<Nodes>(tree, (node) => {
    if (node.type === 'image' || node.type === 'link' || node.type === 'definition') add(node.url, node, node.type === 'image', undefined, writtenAddressOf(node));
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const a of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        const prop = a.type === 'mdxJsxAttribute' ? reactPropName(a.name) : '';
        if (a.type === 'mdxJsxAttribute' && FILE_PROPS.includes(prop) && typeof a.value === 'string') add(a.value, a.position ? a : node, prop !== 'href', node as MdxJsxFlowElement | MdxJsxTextElement, writtenAddressOf(a));
      }
  });
  return refs;
}
