// A page as plain Markdown, for readers that are programs (llms.txt, llms-full.txt, /page.md):
// components become what they mean in Markdown. An admonition is a blockquote that starts with its
// type, tabs are headed sections, cards a list of links; other JSX keeps only its content.
import type { BlockContent, Heading, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { jsxAttribute } from '../content/jsx-attributes.ts';
import { codeLinesOf } from '../content/code-lines.ts';
import { RESOLVED_EXPRESSION } from '../content/literal-expressions.ts';
import { lookupTable } from '../../runtime/shared/lookup-table.ts';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const ADMONITION_LABELS: Record<string, string> = lookupTable({ note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' });

function attribute(node: Jsx, name: string): string | undefined {
  const found = jsxAttribute(node, name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function admonition(type: string, title: string | undefined, children: RootContent[]): RootContent {
  const label = ADMONITION_LABELS[type] ?? type;
  const lead: PhrasingContent[] = [{ type: 'strong', children: [{ type: 'text', value: title ? `${label}: ${title}` : label }] }];
  return { type: 'blockquote', children: [{ type: 'paragraph', children: lead }, ...(children as BlockContent[])] };
}

/** An admonition's content without the title written with markup (directives.ts): the lead holds the title. */
function withoutTitleNode(children: RootContent[]): RootContent[] {
  return children.filter((child) => (child as { data?: { hName?: string } }).data?.hName !== 'AdmonitionTitle');
}

/** Rewrites one level of children; `depth` is the level of the heading the content sits under. */
function plain(children: RootContent[], depth: number): RootContent[] {
  const out: RootContent[] = [];
  let current = depth;
  for (const node of children) {
    if (node.type === 'heading') current = node.depth;
    out.push(...convert(node, current));
  }
  return out;
}

function convert(node: RootContent, depth: number): RootContent[] {
  const asAny = node as Nodes & { data?: { hName?: string; hProperties?: Record<string, string> } };
  if (node.type === 'containerDirective' && asAny.data?.hName === 'Admonition') {
    const { type, title } = asAny.data.hProperties ?? {};
    return [admonition(String(type), title, plain(withoutTitleNode(node.children as RootContent[]), depth))];
  }
  // A container of an unknown type (directives.ts): its content, as the page shows it.
  if (node.type === 'containerDirective') return plain(node.children as RootContent[], depth);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const jsx = node as Jsx;
    if (jsx.name === 'TabItem') {
      // Its content once, a level down: rewritten here and again for `inner` below, tabs nested in
      // tabs took twice as long a level (a 1 KB page of 30, minutes).
      const heading: Heading = { type: 'heading', depth: Math.min(depth + 1, 6) as Heading['depth'], children: [{ type: 'text', value: attribute(jsx, 'label') ?? attribute(jsx, 'value') ?? '' }] };
      return [heading, ...plain(jsx.children as RootContent[], depth + 1)];
    }
    const inner = plain(jsx.children as RootContent[], depth);
    switch (jsx.name) {
      case 'Admonition':
        return [admonition(attribute(jsx, 'type') ?? 'note', attribute(jsx, 'title'), inner)];
      case 'Card': {
        const link: PhrasingContent = { type: 'link', url: attribute(jsx, 'to') ?? '', children: [{ type: 'text', value: attribute(jsx, 'title') ?? '' }] };
        const text = inner.flatMap((n) => ('children' in n && n.type === 'paragraph' ? n.children : []));
        return [{ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: text.length > 0 ? [link, { type: 'text', value: ': ' }, ...text] : [link] }] }] }];
      }
      case 'img': {
        // An image of the site or of the web, as a Markdown image; <ThemedImage>'s dark copy once is enough.
        const src = attribute(jsx, 'src');
        const classes = attribute(jsx, 'className') ?? attribute(jsx, 'class') ?? '';
        if (!src || !/^(?:\/(?!\/)|https?:\/\/)/.test(src) || classes.split(/\s+/).includes('themedComponent--dark')) return [];
        const image: PhrasingContent = { type: 'image', url: src, alt: attribute(jsx, 'alt') ?? '' };
        return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: [image] }] : [image];
      }
      default:
        // Tabs, CardGrid, HomeHero and HTML elements: their content is what matters. An element of
        // its own lines holding text (<figcaption>Caption</figcaption>) holds a paragraph of it: text
        // left loose among blocks ran into the next block's.
        return node.type === 'mdxJsxFlowElement' ? asBlocks(inner) : inner;
    }
  }
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
  if ('children' in node) return [{ ...node, children: plain((node as Parent).children as RootContent[], depth) } as RootContent];
  return [node];
}

// inlineMath too: a formula in a component's text (<div>$x$ and y</div>) is part of its paragraph, not a block of its own.
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'inlineMath', 'link', 'linkReference', 'image', 'imageReference', 'break', 'footnoteReference', 'html']);

/** Runs of inline content among blocks, each made a paragraph. */
function asBlocks(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const node of children) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Merges the one-item lists that consecutive cards became into one list. */
function joinLists(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    const last = out.at(-1);
    if (node.type === 'list' && last?.type === 'list' && !node.ordered && !last.ordered) last.children.push(...node.children);
    else out.push('children' in node && node.type !== 'list' ? ({ ...node, children: joinLists((node as Parent).children as RootContent[]) } as RootContent) : node);
  }
  return out;
}

// Math (on a site with markdown.math) is written back as $…$ and $$…$$: a formula inside a block
// that goes through mdast-util-to-markdown (an element's Markdown children, <div>…$x$…</div>) failed
// the whole build with "Cannot handle unknown node `inlineMath`" (a helper's find on Uniswap's docs).
const OPTIONS: Options = { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true };

/** True when the author's own text of a block can be copied as it is: no component, directive or
 * explicit heading id in it, and every link still reads as written (not rewritten from a file link). */
function copyable(node: RootContent, written: string): boolean {
  // An explicit heading id, or a component replaced at build time (<ProviderName />), reads differently now.
  if (written.includes('\\{#') || /<[A-Z]/.test(written)) return false;
  let ok = true;
  const visit = (n: Nodes) => {
    if (!ok) return;
    // A code block whose magic comments were taken out no longer reads as its fence.
    if (n.type === 'code' && codeLinesOf(n)?.rewritten) ok = false;
    else if (n.type.startsWith('mdx') || n.type === 'containerDirective' || n.type === 'leafDirective' || n.type === 'textDirective') ok = false;
    // A string or comment in braces reads as its text now, not as written.
    else if ((n as { data?: Record<string, unknown> }).data?.[RESOLVED_EXPRESSION]) ok = false;
    else if ((n.type === 'link' || n.type === 'image' || n.type === 'definition') && !written.includes(n.url)) ok = false;
    else if ('children' in n) for (const c of n.children as Nodes[]) visit(c);
  };
  visit(node);
  return ok;
}

/** An explicit id at the end of a heading, as the parser saw it (escaped, see escapeHeadingIds). Tried
 * only where a run of spaces starts, so a long run is not read again from each of its places. */
const HEADING_ID = /(?<![ \t])[ \t]*\\\{#[^{}\n]+\\\}[ \t]*$/;

/** Text that reads the same in Markdown whatever surrounds it: no character with a meaning there. */
const PLAIN_TEXT = /^[^\\`*_[\]<>&#!|~{}\n]*$/;

/**
 * A block as Markdown straight from the author's text, when that is what it means: the block as
 * written (a heading without its explicit id), or an admonition whose content can be copied, as the
 * blockquote convert() would make of it. Null when it has to go through mdast-util-to-markdown.
 */
function asWritten(node: RootContent, parsedText: string): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || node.type === 'yaml') return null;
  const written = parsedText.slice(start, end);
  if (node.type === 'heading' && node.depth > 0) {
    const heading = written.replace(HEADING_ID, '');
    return !heading.includes('\n') && copyable(node, heading) ? heading : null;
  }
  const data = (node as { data?: { hName?: string; hProperties?: Record<string, string> } }).data;
  if (node.type === 'containerDirective' && data?.hName === 'Admonition') {
    const { type, title } = data.hProperties ?? {};
    const label = ADMONITION_LABELS[String(type)] ?? String(type);
    const lead = title ? `${label}: ${title}` : label;
    if (!PLAIN_TEXT.test(lead)) return null;
    const blocks = [`**${lead}**`];
    for (const child of withoutTitleNode(node.children as RootContent[])) {
      const text = child.type === 'heading' || child.type === 'containerDirective' ? null : asWritten(child, parsedText);
      if (text === null) return null;
      blocks.push(text);
    }
    return blocks
      .join('\n\n')
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
  }
  return copyable(node, written) ? written.trimEnd() : null;
}

/**
 * The page as Markdown. Blocks that need nothing converted are copied from the source as the author
 * wrote them (serialising every block is a real share of a page's cost); the others go through
 * mdast-util-to-markdown. `parsedText` is the text the tree's positions point into.
 */
export function pageToMarkdown(tree: Root, title: string, hasOwnH1: boolean, parsedText?: string): string {
  const blocks: string[] = hasOwnH1 ? [] : [`# ${title}`];
  let pending: RootContent[] = [];
  let depth = 1;
  const flush = () => {
    if (pending.length === 0) return;
    blocks.push(toMarkdown({ type: 'root', children: joinLists(pending) }, OPTIONS).trimEnd());
    pending = [];
  };
  for (const node of tree.children) {
    const written = parsedText === undefined ? null : asWritten(node, parsedText);
    if (written !== null) {
      flush();
      blocks.push(written);
    } else pending.push(...convert(node, depth));
    if (node.type === 'heading') depth = node.depth;
  }
  flush();
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
