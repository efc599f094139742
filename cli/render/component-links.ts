// A link inside a link: a browser's parser closes the open <a> where another starts, so the server's
// HTML is another tree than the one React hydrates (error #418). The content's own links are kept
// apart when the page is built (to-hast.ts unnestLinks), but only the render knows that a component
// draws an <a>: `[see <Chip>this</Chip>](/x)`, Chip an <a>, or `<LinkCard to="/x">See [the guide](/y)</LinkCard>`.
// When the server's HTML nests links, the content's links are numbered and the page drawn again to
// find which are in a link or hold one; those lose their address and keep their text, as unnestLinks
// does for the content's own. The component's link, which the content cannot change, stays.
import type { PageData, PageElement, PageNode } from '../../runtime/shared/types.ts';

const LINK_TAG = /<a[\s>]|<\/a>/g;

/** Whether the HTML (React's server render: every `<` starts a tag) opens an <a> while another is open. */
export function nestsLinks(html: string): boolean {
  let depth = 0;
  for (const tag of html.matchAll(LINK_TAG)) {
    if (tag[0] === '</a>') depth = Math.max(0, depth - 1);
    else if (depth++ > 0) return true;
  }
  return false;
}

type LinkChange = (link: PageElement, index: number) => PageNode[];

/** The nodes with each of the content's links changed; `seen` numbers them in order. */
function changeLinks(nodes: PageNode[], change: LinkChange, seen: { count: number }): PageNode[] {
  const changed = nodes.flatMap((node) => {
    if (!Array.isArray(node)) return [node];
    const [type, props, ...children] = node;
    const element: PageElement = [type, props, ...changeLinks(children, change, seen)];
    return type === 'a' ? change(element, seen.count++) : [element];
  });
  // A link drawn as its text leaves texts side by side: one text, as the page would have written it
  // (React would draw each its own, and the HTML of a client-side navigation would differ).
  return changed.reduce<PageNode[]>((merged, node) => {
    const last = merged.length - 1;
    if (typeof node === 'string' && typeof merged[last] === 'string') merged[last] += node;
    else merged.push(node);
    return merged;
  }, []);
}

/** The page with its links changed, in its content and its listed posts' excerpts. */
function withLinksChanged(page: PageData, change: LinkChange): PageData {
  const seen = { count: 0 };
  const content = changeLinks(page.content, change, seen);
  const posts = page.blog?.posts?.map((post) => (post.excerpt ? { ...post, excerpt: changeLinks(post.excerpt, change, seen) } : post));
  return { ...page, content, ...(page.blog && posts ? { blog: { ...page.blog, posts } } : {}) };
}

/** The attribute a content link is numbered by for one render, to find it in the HTML. */
const MARK = 'data-dc-link';
const MARKED = new RegExp(`^<a\\s[^>]*?${MARK}="(\\d+)"`);

/**
 * The page with each of its links that a component's link holds, or that holds one, drawn as its text;
 * null when none is. `render` draws a page: once with the links numbered, to see where they are.
 */
export function withoutNestedLinks(page: PageData, render: (page: PageData) => string): PageData | null {
  const html = render(withLinksChanged(page, ([type, props, ...children], index) => [[type, { ...props, [MARK]: String(index) }, ...children]]));
  const unlinked = nestedContentLinks(html);
  if (unlinked.size === 0) return null;
  return withLinksChanged(page, (link, index) => (unlinked.has(index) ? (link.slice(2) as PageNode[]) : [link]));
}

/** The numbers of the content's links opened inside another link, or open around a component's link. */
function nestedContentLinks(html: string): Set<number> {
  const nested = new Set<number>();
  /** The open links, each with its number, or null for a component's. */
  const open: (number | null)[] = [];
  for (const tag of html.matchAll(/<a[\s>][^>]*>|<\/a>/g)) {
    if (tag[0] === '</a>') {
      open.pop();
      continue;
    }
    const marked = MARKED.exec(tag[0]);
    const index = marked ? Number(marked[1]) : null;
    if (open.length > 0) {
      if (index !== null) nested.add(index);
      else for (const around of open) if (around !== null) nested.add(around);
    }
    open.push(index);
  }
  return nested;
}
