// Collects every link a page writes, with its position: markdown links, definitions, JSX href/to.
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { isFileRef } from './file-refs.ts';
import { writtenAddressOf, type IncludedPlace } from './included-place.ts';
import { walk } from './walk.ts';
import { toString } from 'mdast-util-to-string';
import { reactPropName } from './jsx-attributes.ts';
import { isSafeUrl, urlScheme } from '../../runtime/shared/url-policy.ts';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';

export interface PageLink {
  url: string;
  line: number;
  column: number;
  /** Characters the link spans on its line, for the caret under it. */
  length: number;
  /** `image`: a Markdown image or an <img> at an address of the site (`![x](/img/x.png)`), which must be a file of static/. */
  kind: 'markdown' | 'jsx' | 'image';
  /** Written in a partial the page includes: that file, and the text of the link's line there. */
  file?: string;
  lineText?: string;
  /**
   * Its path has an extension that is not Markdown's (`../mappings/core.ts`, `./upgrade-to-2.0`), so
   * it is first a file reference (file-refs.ts). When content/ has no such file it is a page link,
   * as in Docusaurus, which leaves such a link to the router: a doc named `core.ts.md` is at
   * `…/core.ts` (Uniswap's docs link to theirs 330 times). The link check then checks it only when
   * it leads to a page; otherwise the file check reports the missing file.
   */
  orFile?: true;
  /** The JSX element whose `href` or `to` prop it is (`GithubLink` for `<GithubLink to="NEWS.md">`), or `img` for an <img>'s `src`. */
  element?: string;
  /** A bare `x.md` written in a partial: the partial's content path, where the file is looked for from (partials.ts). */
  from?: string;
  /** The link's text (`Configuration` of `[Configuration](./setup.md)`), when it has one: a page of that title is what a broken link meant. */
  text?: string;
  /** Written in a partial, whose `url` is said from the page (included-place.ts): the address as the partial writes it, which its problems quote. */
  written?: string;
}

/** Link text longer than any page title is no title: not kept. */
const MAX_LINK_TEXT = 200;


/**
 * A Markdown link's address as the page will hold it: the renderer percent-encodes a backslash
 * (mdast-util-to-hast's normalizeUri), so `[x](/\docs/a)` stays on this site, at `/%5Cdocs/a`,
 * where a browser would read a raw `/\docs/a` as the host `docs`. A JSX `href` is written as it is.
 */
function asRendered(url: string): string {
  return url.replaceAll('\\', '%5C');
}

export function collectLinks(tree: Root): PageLink[] {
  const links: PageLink[] = [];
  const add = (url: string, node: { position?: { start: { line: number; column: number }; end: { line: number; column: number } }; data?: unknown }, kind: PageLink['kind'], element?: string | null, text?: string, written?: string) => {
    const shown = text?.replace(/\s+/g, ' ').trim();
    const marks = { ...(kind !== 'image' && isFileRef(url) ? ({ orFile: true } as const) : {}), ...(element ? { element } : {}), ...(shown && shown.length <= MAX_LINK_TEXT ? { text: shown } : {}) };
    // An unsafe URL is reported by the URL policy (url-check.ts, mdx-nodes.ts), not as a broken link.
    if (!isSafeUrl(url)) return;
    // `pathname:///x` points outside the site's routes on purpose (pathname-links.ts).
    if (urlScheme(url) === 'pathname') return;
    // A file next to the page is checked as a file (file-refs.ts), not as an address of the site;
    // a link's may be a page's address too (orFile).
    if (isFileRef(url) && kind === 'image') return;
    const start = node.position?.start;
    const end = node.position?.end;
    const { includedFrom: included, linkFrom } = (node.data as { includedFrom?: IncludedPlace; linkFrom?: string } | undefined) ?? {};
    if (!start && included) {
      links.push({ url, line: included.line, column: included.column, length: included.length, kind, file: included.file, lineText: included.lineText, ...marks, ...(linkFrom ? { from: linkFrom } : {}), ...(written !== undefined ? { written } : {}) });
      return;
    }
    links.push({
      url,
      line: start?.line ?? 0,
      column: start?.column ?? 0,
      length: start && end && end.line === start.line ? end.column - start.column : 1,
      kind,
      ...marks,
    });
  };
  walk<Nodes>(tree, (node) => {
    if (node.type === 'link') add(asRendered(node.url), node, 'markdown', null, toString(node), writtenAddressOf(node));
    else if (node.type === 'definition') add(asRendered(node.url), node, 'markdown', null, undefined, writtenAddressOf(node));
    // A relative image is a file reference (file-refs.ts); one at the site's root is checked as a link.
    else if (node.type === 'image' && node.url.startsWith('/') && !isExternalUrl(asRendered(node.url))) add(asRendered(node.url), node, 'image');
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        // By the prop it becomes: `HREF=` is checked like `href=` (jsx-attributes.ts).
        if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') continue;
        const prop = reactPropName(a.name);
        if (prop === 'href' || prop === 'to') add(a.value, a.position ? a : node, 'jsx', (node as MdxJsxFlowElement).name, toString(node), writtenAddressOf(a));
        // An <img> at the site's root (`<img src="/img/x.png">`, a <ThemedImage>'s) must be there as a
        // Markdown image's must; a relative one is a file reference (file-refs.ts).
        else if (prop === 'src' && (node as MdxJsxFlowElement).name === 'img' && a.value.startsWith('/') && !isExternalUrl(a.value)) add(a.value, a.position ? a : node, 'image', 'img');
      }
    }
  });
  return links;
}
