// Which props each element of page content may carry (React names), for the build's check and the
// browser's renderer alike: anything else (event handlers, dangerouslySetInnerHTML, ref, srcdoc, …) is refused.
import { CONTENT_COMPONENTS, CONTENT_HTML_ELEMENTS } from './components.ts';
import { lookupTable } from './lookup-table.ts';
import { isReservedName } from './reserved-names.ts';
import { isSafeUrlProp } from './url-policy.ts';

/** Props every HTML element of content may carry, besides `aria-*` and `data-*`. */
const GLOBAL_PROPS = ['id', 'className', 'style', 'title', 'lang', 'dir', 'hidden', 'tabIndex', 'role', 'translate'];

/** Further props per HTML element. */
const ELEMENT_PROPS: Record<string, readonly string[]> = lookupTable({
  a: ['href', 'target', 'rel', 'name', 'hrefLang', 'type'],
  // `align="right"`: a picture floated beside the text, as READMEs write it; browsers still draw it.
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcSet', 'sizes', 'align'],
  // `width` on a cell: tables laid out for the page, as posts written for Docusaurus do.
  // React's names: `valign="top"` as written is the prop vAlign (property-information's reading, as MDX's).
  td: ['colSpan', 'rowSpan', 'headers', 'align', 'vAlign', 'width'],
  th: ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr', 'align', 'vAlign', 'width'],
  tr: ['vAlign'],
  thead: ['vAlign'],
  tbody: ['vAlign'],
  tfoot: ['vAlign'],
  ol: ['start', 'reversed', 'type'],
  ul: ['type'],
  li: ['value'],
  details: ['open'],
  blockquote: ['cite'],
  del: ['cite'],
  table: ['align', 'width'],
  // The old way to colour a word (`<font color="red">Required</font>`), which browsers still draw.
  font: ['color', 'size', 'face'],
  // `<p align="center">` (centred badges, as READMEs write them): drawn as a text--center class.
  p: ['align'],
  div: ['align'],
  h1: ['align'],
  h2: ['align'],
  h3: ['align'],
  h4: ['align'],
  h5: ['align'],
  h6: ['align'],
  ins: ['cite'],
  q: ['cite'],
  time: ['dateTime'],
  data: ['value'],
  col: ['span', 'width', 'vAlign'],
  colgroup: ['span', 'width', 'vAlign'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'autoPlay', 'loop', 'muted', 'playsInline', 'preload'],
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  source: ['src', 'srcSet', 'type', 'media', 'sizes', 'width', 'height'],
  // The embed code video sites hand out: `allow` and `referrerPolicy` are narrowed (iframePolicyProps).
  iframe: ['src', 'width', 'height', 'loading', 'allowFullScreen', 'frameBorder', 'allow', 'referrerPolicy', 'scrolling', 'seamless'],
  // A GFM task list item's checkbox: the only input content produces, and never from JSX.
  input: ['type', 'checked', 'disabled'],
});

/**
 * What every iframe of content carries, whatever the author wrote (`sandbox` is not an author's prop):
 * the framed page may run its own script in its own origin (a video player needs both) and open
 * popups, but never navigate this page, submit forms or reach this site's storage, since an iframe's
 * src may only be an https: address of another site (url-policy.ts). The referrer sends no path.
 */
export const IFRAME_FORCED_PROPS = {
  sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/**
 * Permissions an iframe of content may be granted (its `allow`): what a video or slide player asks
 * for. Anything else (camera, microphone, geolocation, payment, usb, …) is left out: the browser would
 * ask the reader for it in this site's name.
 */
export const IFRAME_FEATURES = new Set(['accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share']);

/** Referrer policies that send no more than the forced one does; another is replaced by it. */
const STRICT_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'origin', 'strict-origin', 'strict-origin-when-cross-origin']);

/** An iframe `allow` value split into the directives kept (`autoplay; fullscreen`) and the features left out. */
export function iframeAllow(value: string): { kept: string; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const directive of value.split(';').map((d) => d.trim()).filter(Boolean)) {
    const feature = directive.split(/\s+/)[0].toLowerCase();
    if (IFRAME_FEATURES.has(feature)) kept.push(directive);
    else dropped.push(feature);
  }
  return { kept: kept.join('; '), dropped };
}

/** Whether an author's referrerPolicy on an iframe is kept (else the forced one is sent). */
export function isStrictReferrerPolicy(value: string): boolean {
  return STRICT_REFERRER_POLICIES.has(value.trim().toLowerCase());
}

/** An iframe's props with its permissions narrowed and its sandbox and referrer policy forced. */
function iframePolicyProps(safe: Record<string, unknown>): Record<string, unknown> {
  const { allow, referrerPolicy, ...rest } = safe;
  const kept = typeof allow === 'string' ? iframeAllow(allow).kept : '';
  return {
    ...rest,
    ...IFRAME_FORCED_PROPS,
    ...(kept ? { allow: kept } : {}),
    ...(typeof referrerPolicy === 'string' && isStrictReferrerPolicy(referrerPolicy) ? { referrerPolicy } : {}),
  };
}

/**
 * MathML that KaTeX writes for a formula (cli/content/math-render.ts), drawn by the browser. Not
 * <mglyph> (it loads an image), <annotation-xml> (it may hold HTML) nor any element with an address.
 */
const MATHML_ELEMENTS = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac',
  'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'mpadded', 'mphantom', 'mstyle',
  'menclose', 'merror', 'mmultiscripts', 'mprescripts', 'none', 'maction',
];
const MATHML_SET = new Set(MATHML_ELEMENTS);

/** The presentation attributes KaTeX sets on MathML (lengths, names, colours: never an address). */
const MATHML_PROPS = [
  'display', 'displaystyle', 'scriptlevel', 'mathvariant', 'mathcolor', 'mathbackground', 'mathsize', 'stretchy', 'fence',
  'separator', 'lspace', 'rspace', 'accent', 'accentunder', 'largeop', 'movablelimits', 'symmetric', 'minsize', 'maxsize',
  'form', 'width', 'height', 'depth', 'voffset', 'linethickness', 'columnalign', 'rowalign', 'columnspacing', 'rowspacing',
  'columnlines', 'rowlines', 'frame', 'framespacing', 'rowspan', 'columnspan', 'encoding', 'notation', 'side', 'actiontype',
  'equalrows', 'equalcolumns', 'selection',
];

/** Elements the build produces besides those JSX content may write (Markdown, the page's own title header, math). */
const MARKDOWN_ELEMENTS = ['h1', 'input', 'section', 'header', ...MATHML_ELEMENTS];

/** Components the build produces that authors do not write (code blocks), with their props. */
const BUILD_COMPONENTS: Record<string, readonly string[]> = lookupTable({ CodeBlock: ['language', 'title'] });

/** Props an author never sets on anything: React internals, and HTML that loads or runs a document. */
export const FORBIDDEN_PROPS = new Set(
  [
    'dangerouslySetInnerHTML',
    'children',
    'ref',
    'key',
    'is',
    'suppressHydrationWarning',
    'suppressContentEditableWarning',
    'srcDoc',
    'formAction',
    'action',
    'form',
    'contentEditable',
    'autoFocus',
    'popoverTarget',
    'xmlns',
  ].map((name) => name.toLowerCase()),
);

const DATA_OR_ARIA = /^(?:data|aria)-[a-z0-9_.:-]+$/;

/** True for an element type the renderer draws: an HTML element of content or a registered component. */
export function isContentElement(type: string): boolean {
  return CONTENT_HTML_ELEMENTS.has(type) || MARKDOWN_ELEMENTS.includes(type) || type in CONTENT_COMPONENTS || type in BUILD_COMPONENTS;
}

/** True when `prop` (its React name) is allowed on `type`. Says nothing of the value; URLs go through url-policy. */
export function isAllowedContentProp(type: string, prop: string): boolean {
  if (FORBIDDEN_PROPS.has(prop.toLowerCase()) || /^on/i.test(prop)) return false;
  const component = CONTENT_COMPONENTS[type];
  if (component) return component.props.includes(prop) || prop === 'id';
  const built = BUILD_COMPONENTS[type];
  if (built) return built.includes(prop);
  if (MATHML_SET.has(type)) return prop === 'className' || MATHML_PROPS.includes(prop);
  return GLOBAL_PROPS.includes(prop) || DATA_OR_ARIA.test(prop) || (ELEMENT_PROPS[type]?.includes(prop) ?? false);
}

/** The props an element may carry, for a hint. */
export function allowedContentProps(type: string): string[] {
  const component = CONTENT_COMPONENTS[type];
  if (component) return [...component.props];
  return [...GLOBAL_PROPS, 'aria-*', 'data-*', ...(ELEMENT_PROPS[type] ?? [])];
}

/** A style object whose values are plain strings and numbers, or null. */
function safeStyle(value: unknown): Record<string, string | number> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const style: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') style[name] = v;
  return style;
}

/**
 * The props of a content element as the renderer passes them on: allowed props with plain values,
 * URLs that pass the policy, no id or name the runtime reserves. Whatever page data says (a tampered data file included), nothing else
 * reaches React.
 */
export function safeContentProps(type: string, props: unknown): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  if (!props || typeof props !== 'object' || Array.isArray(props)) return safe;
  for (const [name, value] of Object.entries(props)) {
    if (!isAllowedContentProp(type, name)) continue;
    if (name === 'style') {
      const style = safeStyle(value);
      if (style) safe.style = style;
    } else if (typeof value === 'string') {
      if (isSafeUrlProp(name, value, type) && !((name === 'id' || name === 'name') && isReservedName(value))) safe[name] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean') safe[name] = value;
  }
  return type === 'iframe' ? iframePolicyProps(safe) : safe;
}

/** HTML elements drawn only with these props: an iframe without a safe https: src would be an empty frame at best. */
const REQUIRED_HTML_PROPS: Record<string, readonly string[]> = lookupTable({ iframe: ['src'] });

/** The props an element or component must carry to be drawn. */
export function requiredProps(type: string): readonly string[] {
  return CONTENT_COMPONENTS[type]?.required ?? REQUIRED_HTML_PROPS[type] ?? [];
}

/** True when an element's required props survived (an element without them is not drawn). */
export function hasRequiredProps(type: string, props: Record<string, unknown>): boolean {
  return requiredProps(type).every((name) => name in props);
}
