// `import Logo from './logo.svg'` then `<Logo className="…" />`: Docusaurus turns the file into a
// React component (SVGR). Here the name draws the picture as an <img> of that file, which the build
// copies like any image next to a page (or serves from static/): its markup never enters the page,
// so a picture with script in it stays harmless (and the static-file policy refuses it anyway).
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
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

/** What an attribute written `{Logo}` holds when Logo is an SVG the page imports (markPictureProp). */
export const IMPORTED_PICTURE = 'devcenterImportedPicture';

/**
 * Marks an attribute whose value is an imported SVG's name (KIE's `<ComponentBanner Logo={DroolsLogo}>`,
 * DroolsLogo imported from '@site/static/img/drools.svg'): Docusaurus gives the component SVGR's
 * component there, which no page data can carry; the site component's prop check says so, and what
 * to pass instead (site-component-use.ts).
 */
export function markPictureProp(attribute: MdxJsxAttribute, pictures: ReadonlyMap<string, string>): void {
  const value = attribute.value;
  if (pictures.size === 0 || value === null || typeof value !== 'object') return;
  const program = value.data?.estree as Program | undefined;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'Identifier') return;
  const src = pictures.get(statement.expression.name);
  if (src !== undefined) (value.data as Record<string, unknown>)[IMPORTED_PICTURE] = { name: statement.expression.name, src };
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
