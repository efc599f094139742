// A docs page: sidebar, breadcrumbs, content, prev/next, and the table of contents (h2-h3 unless the page or site says).
import { useMessages } from '../messages-context.ts';
import { DocSidebar } from '../shell/DocSidebar.tsx';
import { useShell } from '../shell/shell-context.tsx';
import type { TocItem } from '../shared/types.ts';
import { formatDate } from './dates.ts';
import { PageContent } from './PageContent.tsx';
import { PaginationNav } from './PaginationNav.tsx';
import { useActiveHeading } from './use-active-heading.ts';
import { MAIN_ID } from '../shared/reserved-names.ts';

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * Each entry nested under the nearest entry before it of a shallower level, as Docusaurus's
 * treeifyTOC does: with h4s listed (tableOfContents.maxHeadingLevel: 4) an h4 sits under its h3.
 */
function tocTree(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (open.length > 0 && open[open.length - 1].item.level >= item.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function TocList({ items, active }: { items: TocItem[]; active?: string | null }) {
  return <TocNodes nodes={tocTree(items)} active={active} />;
}

function TocNodes({ nodes, active }: { nodes: TocNode[]; active?: string | null }) {
  return (
    <ul className="toc__list">
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <TocLink item={item} active={active} />
          {children.length > 0 && <TocNodes nodes={children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** A heading's text with its inline code drawn as code (`code` pairs of offsets into the text). */
function tocText({ text, code }: TocItem): React.ReactNode {
  if (!Array.isArray(code)) return text;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (let i = 0; i + 1 < code.length; i += 2) {
    const [start, end] = [Number(code[i]), Number(code[i + 1])];
    // Page data is read defensively: pairs out of order or out of the text draw as plain text.
    if (!(start >= at && end > start && end <= text.length)) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<code key={start}>{text.slice(start, end)}</code>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function TocLink({ item, active }: { item: TocItem; active?: string | null }) {
  const isActive = item.id === active;
  return (
    <a href={`#${item.id}`} className={`toc__link${isActive ? ' toc__link--active' : ''}`} aria-current={isActive ? 'location' : undefined}>
      {tocText(item)}
    </a>
  );
}

function Breadcrumbs() {
  const messages = useMessages();
  const { page } = useShell();
  // A doc's trail always holds the doc or its category: none is the site's docs.breadcrumbs: false.
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={messages.breadcrumbs}>
      <ul>
        <li>
          <a href="/" aria-label={messages.homePage} className="breadcrumbs__link breadcrumbs__home">
            <span className="breadcrumbs__home-icon" aria-hidden="true" />
          </a>
        </li>
        {page.breadcrumbs.map((crumb, i) => {
          const last = i === page.breadcrumbs.length - 1;
          return (
            <li key={i} className={last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item'} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Pagination() {
  const messages = useMessages();
  const { page } = useShell();
  return (
    <PaginationNav
      label={messages.docsPages}
      prev={page.prev && { sublabel: messages.previous, ...page.prev }}
      next={page.next && { sublabel: messages.next, ...page.next }}
    />
  );
}

/** Docusaurus's texts; the date in UTC so the server and the browser write the same. */
function DocFooter() {
  const messages = useMessages();
  const { page, site } = useShell();
  if (!page.editUrl && !page.lastUpdated) return null;
  const date = page.lastUpdated ? new Date(page.lastUpdated * 1000) : null;
  return (
    <footer className="doc-footer">
      {page.editUrl && (
        <a className="doc-footer__edit" href={page.editUrl} target="_blank" rel="noopener noreferrer">
          {messages.editThisPage}
        </a>
      )}
      {date && (
        <span className="doc-footer__updated">
          {messages.lastUpdated(<time dateTime={date.toISOString()}>{formatDate(date, 'short', site.locale.lang)}</time>)}
        </span>
      )}
    </footer>
  );
}

/**
 * The TOC beside the page, with the entry of the heading being read marked. That heading is this
 * component's state, not the page's: set once the page is in the browser and again at each heading
 * scrolled past, it rendered the whole page again each time (its content, sidebar and TOCs: 185
 * components of /docs/api/v2/reference, in one blocking task right after hydration).
 */
function DocTocNav({ items, label }: { items: TocItem[]; label: string }) {
  const active = useActiveHeading(items);
  return (
    <nav className="toc" aria-label={label}>
      <TocList items={items} active={active} />
    </nav>
  );
}

export function DocPage() {
  const messages = useMessages();
  const { page, sidebar } = useShell();
  return (
    <div className="doc-page">
      {sidebar && (
        <aside className="doc-sidebar">
          <DocSidebar sidebar={sidebar} path={page.path} />
        </aside>
      )}
      <main id={MAIN_ID} className="doc-main">
        <div className="doc-row">
          <article className="doc-content">
            <Breadcrumbs />
            {page.toc.length > 0 && (
              <details className="toc-mobile">
                <summary>{messages.onThisPage}</summary>
                <TocList items={page.toc} />
              </details>
            )}
            <div className="markdown">
              <PageContent nodes={page.content} />
            </div>
            <DocFooter />
            <Pagination />
          </article>
          {page.toc.length > 0 && (
            <div className="doc-toc">
              <DocTocNav items={page.toc} label={messages.onThisPage} />
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
