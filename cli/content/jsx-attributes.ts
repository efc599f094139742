// Looks up a JSX attribute of content by the React prop it becomes, the way the page tree renders it:
// HTML attribute names are case-insensitive, so `ID="x"` and `Id="x"` are the prop `id` as much as
// `id="x"` is, and every check of ids, names and links must see them.
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, hastToReact, html, normalize } from 'property-information';

/** The React prop an attribute becomes (`class` → `className`, `srcset` → `srcSet`, `ID` → `id`, `aria-label` stays), as the page tree names it. */
export function reactPropName(attribute: string): string {
  // property-information looks names up in plain objects: "constructor" or "__proto__" would find
  // Object's members there (and throw). No HTML attribute has such a name; it stays as written.
  if (!Object.hasOwn(html.normal, normalize(attribute)) && normalize(attribute) in Object.prototype) return attribute;
  const info = find(html, attribute);
  return info.space ? ((Object.hasOwn(hastToReact, info.property) ? hastToReact[info.property] : undefined) ?? info.property) : info.attribute;
}

/** Whether HTML knows the attribute (`valign`, `border`), on whatever element: a name of its own, not a misspelling of another. */
export function isHtmlAttribute(attribute: string): boolean {
  return Object.hasOwn(html.normal, normalize(attribute));
}

/** The first text-or-empty attribute of the element that becomes the React prop `prop`. */
export function jsxAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, prop: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === prop);
}

/** Every attribute of the element that becomes the React prop `prop` (JSX lets an author write one twice). */
export function jsxAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, prop: string): MdxJsxAttribute[] {
  return node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === prop);
}
