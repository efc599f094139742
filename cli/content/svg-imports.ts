// `import Logo from './logo.svg'` then `<Logo className="…" />`: Docusaurus turns the file into a
// React component (SVGR). Here the name draws the picture as an <img> of that file, which the build
// copies like any image next to a page (or serves from static/): its markup never enters the page,
// so a picture with script in it stays harmless (and the static-file policy refuses it anyway).
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { siteStaticPath } from './file-refs.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What the <img> is given: the attributes an SVG component usually gets that an image also takes. */
const KEPT = new Set(['className', 'class', 'id', 'width', 'height', 'title', 'role', 'style']);

/** The image address an import of an .svg file stands for, or null when it is not one. */
export function svgImportSource(specifier: string): string | null {
  if (!/\.svg$/i.test(specifier)) return null;
  const inStatic = siteStaticPath(specifier);
  if (inStatic) return inStatic;
  return /^(?:\.\.?\/|@site\/)/.test(specifier) ? specifier : null;
}

/** Turns `<Logo … />` into the <img> of its file, alt text from its title or aria-label. */
export function svgImage(node: JsxElement, src: string): void {
  const attributes = node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  const label = attributes.find((a) => (a.name === 'title' || a.name === 'aria-label') && typeof a.value === 'string');
  node.name = 'img';
  node.children = [];
  node.attributes = [
    { type: 'mdxJsxAttribute', name: 'src', value: src },
    { type: 'mdxJsxAttribute', name: 'alt', value: typeof label?.value === 'string' ? label.value : '' },
    ...attributes.filter((a) => KEPT.has(a.name) || a.name.startsWith('aria-') || a.name.startsWith('data-')).filter((a) => a.name !== 'aria-label'),
  ];
}
