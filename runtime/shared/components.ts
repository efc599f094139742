// The fixed set of components MDX content may use, and the HTML elements it may write.
// The CLI validates content against it; the runtime maps the names to React components.
import { lookupTable } from './lookup-table.ts';

export interface ComponentSpec {
  /** Props an author may set; all values are strings or bare (true) attributes. */
  props: readonly string[];
  required?: readonly string[];
  /** Replaced at build time (never reaches the browser as a component). */
  buildTime?: boolean;
  /**
   * Docusaurus's own component ignores props it does not know, and real pages carry some
   * (`<Tabs aria-label>`, `<TabItem active>`): they are left out with a warning, not an error.
   */
  ignoresUnknownProps?: boolean;
}

export const CONTENT_COMPONENTS: Record<string, ComponentSpec> = lookupTable({
  Admonition: { props: ['type', 'title', 'icon'], required: ['type'] },
  /** An admonition's title written with markup (`:::tip[A **bold** title]`), as its first child. */
  AdmonitionTitle: { props: [] },
  Tabs: { props: ['groupId', 'defaultValue', 'className', 'block', 'queryString'], ignoresUnknownProps: true },
  TabItem: { props: ['value', 'label', 'default', 'className', 'tabClassName'], required: ['value'], ignoresUnknownProps: true },
  CardGrid: { props: [] },
  Card: { props: ['title', 'to', 'icon'], required: ['title', 'to'] },
  HomeHero: { props: [] },
  ProviderName: { props: [], buildTime: true },
  ProviderLink: { props: [], buildTime: true },
});

/**
 * Lower-case elements content may write as JSX: the ordinary HTML of a docs page. Anything else
 * (script, style, object, embed, form, input, …) is refused. An iframe is drawn sandboxed and only
 * from an https: address (content-props.ts, url-policy.ts).
 */
export const CONTENT_HTML_ELEMENTS = new Set([
  'a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'center',
  'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption',
  'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'iframe', 'img', 'ins',
  'kbd', 'li', 'mark', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small',
  'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'time', 'tr', 'u', 'ul', 'var', 'video', 'wbr',
]);

/** Admonition types, as `:::note` directives or `<Admonition type="note">`. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
