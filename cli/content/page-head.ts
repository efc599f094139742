// `<head>` in a page (Docusaurus's way to set one page's metadata): its allow-listed tags are taken
// out of the content and kept as data for that page's document head. Allowed: `<title>`,
// `<meta name|property content>`, `<link rel="canonical" href>`; anything else warns and is left out
// (a `<meta http-equiv="refresh">` redirect with the way to write it in the config).
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { isSafeUrl, urlScheme } from '../../runtime/shared/url-policy.ts';
import type { SourceFile } from './discover.ts';
import { jsxAttribute } from './jsx-attributes.ts';

export interface PageHead {
  title?: string;
  meta: { name?: string; property?: string; content: string }[];
  canonical?: string;
}

type Element = MdxJsxFlowElement | MdxJsxTextElement;

const HEAD_TAGS_HINT = 'a page\'s <head> may hold <title>, <meta name="…" content="…">, <meta property="…" content="…"> and <link rel="canonical" href="…">.';

/** Removes every top-level `<head>` from the tree; returns what they held and what was left out. */
export function extractPageHead(tree: Root, source: SourceFile): { head?: PageHead; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const heads = tree.children.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement' && n.name === 'head');
  if (heads.length === 0) return { diagnostics };
  tree.children = tree.children.filter((n) => !heads.includes(n as MdxJsxFlowElement));
  const head: PageHead = { meta: [] };
  const leftOut = (node: Nodes, what: string, hint?: string) => diagnostics.push(headWarning(node, source, `${what} in <head> is left out of the page.`, hint));
  for (const element of heads.flatMap(headTags)) readTag(element, head, leftOut);
  return { head, diagnostics };
}

/** The elements a <head> holds, through the paragraphs MDX puts tags written on one line into. */
function headTags(head: MdxJsxFlowElement): Element[] {
  return head.children.flatMap((child): Element[] => {
    if (child.type === 'paragraph') return child.children.filter((c): c is MdxJsxTextElement => c.type === 'mdxJsxTextElement');
    return child.type === 'mdxJsxFlowElement' ? [child] : [];
  });
}

function readTag(element: Element, head: PageHead, leftOut: (node: Nodes, what: string, hint?: string) => void): void {
  const text = (prop: string) => {
    const value = jsxAttribute(element, prop)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  if (element.name === 'title') {
    head.title = toString(element).trim();
    return;
  }
  if (element.name === 'meta') {
    const [name, property, content] = [text('name'), text('property'), text('content')];
    if ((name || property) && content !== undefined) {
      head.meta.push({ ...(name ? { name } : { property }), content });
    } else if (text('httpEquiv')?.toLowerCase() === 'refresh') {
      // A page that only redirects (Rush's docs keep one for each old address): the config's redirects do that.
      const to = /\burl\s*=\s*['"]?([^'"\s\u0000-\u001f\u007f]{1,300})/i.exec(content ?? '')?.[1] ?? '…';
      leftOut(element, 'A <meta http-equiv="refresh"> (a redirect)', `devcenter writes no redirect from a page: delete the page and add { from: '<its address>', to: '${to}' } to redirects in site.config.ts (see "Configuration" in devcenter's README), which writes the redirect page.`);
    } else {
      leftOut(element, 'A <meta> without name or property and content');
    }
    return;
  }
  if (element.name === 'link' && text('rel') === 'canonical') {
    const href = text('href');
    // The canonical address is this site's path or an https: page; never another scheme.
    if (href && isSafeUrl(href) && (urlScheme(href) === 'https' || href.startsWith('/'))) head.canonical = href;
    else leftOut(element, `A canonical link to "${href ?? ''}"`);
    return;
  }
  // Structured data for search engines (Open WebUI's comparison pages give theirs as JSON-LD): no script
  // is written into a page, data ones included. Said so, once for the site (check/site-wide-warnings.ts).
  if (element.name === 'script' && text('type')?.trim().toLowerCase() === 'application/ld+json') {
    leftOut(element, 'Structured data (<script type="application/ld+json">)', `devcenter writes no script into a page, JSON-LD included: the page's head carries its title, description and Open Graph tags from its front matter. ${HEAD_TAGS_HINT}`);
    return;
  }
  leftOut(element, `<${element.name ?? ''}>`);
}

function headWarning(node: Nodes, source: SourceFile, message: string, hint = HEAD_TAGS_HINT): Diagnostic {
  const start = node.position?.start;
  return { severity: 'warning', code: 'mdx', message, file: source.file, line: start?.line, column: start?.column, lineText: start ? lineAt(source.text, start.line) : undefined, hint };
}
