// `<ThemedImage sources={{light: '/img/a.png', dark: '/img/a-dark.png'}} alt="…" />`, from
// @theme/ThemedImage: one picture for each colour mode. Docusaurus renders both images in a page's
// HTML, each with the class of its mode, and its stylesheet shows the one of the page's mode; so does
// this, with no script: the element becomes two ordinary <img>s, which then go the way of any image
// of a page (the address checked, a file of static/ or beside the page).
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { literalAttributeValue } from './site-component-use.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Docusaurus's class names (runtime/styles/content.css shows the one of the page's colour mode). */
const THEMED_CLASS = 'themedComponent';
const MODES = ['light', 'dark'] as const;

/**
 * The <img> elements a <ThemedImage> stands for, or a message when its `sources` is not an object of
 * literal addresses. An image given for one mode only is shown in both.
 */
export function themedImages(node: JsxElement): JsxElement[] | string {
  const attributes = node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  const sources = attributes.find((a) => a.name === 'sources');
  const value = sources ? literalAttributeValue(sources) : undefined;
  const given = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const byMode = MODES.flatMap((mode) => (typeof given?.[mode] === 'string' && given[mode] !== '' ? [{ mode, src: given[mode] as string }] : []));
  if (byMode.length === 0) return 'The sources of <ThemedImage> must be written as literal image addresses, paths of the site or https: addresses (never javascript: or data:): sources={{light: \'/img/x.png\', dark: \'/img/x-dark.png\'}}.';
  const className = attributes.find((a) => a.name === 'className' || a.name === 'class');
  const parentClass = typeof className?.value === 'string' ? className.value : '';
  // A class that is not a literal stays, for the check of attributes to report.
  const rest = attributes.filter((a) => a !== sources && !(a === className && typeof a.value === 'string') && a.name !== 'src');
  const image = (src: string, classes: string): JsxElement => ({
    type: node.type,
    name: 'img',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'src', value: src },
      ...rest,
      ...(classes ? [{ type: 'mdxJsxAttribute' as const, name: 'className', value: classes }] : []),
    ],
    children: [],
    position: node.position,
  } as JsxElement);
  if (byMode.length === 1) return [image(byMode[0].src, parentClass)];
  return byMode.map(({ mode, src }) => image(src, [parentClass, THEMED_CLASS, `${THEMED_CLASS}--${mode}`].filter(Boolean).join(' ')));
}
