// `import overview from './img/overview.png'` then `<img src={overview} />`: Docusaurus's webpack
// gives the name the file's address (its url-loader), as Docusaurus's docs on static assets show.
// Here the name is read, never run, as the address it imports, which then goes the way of
// `src="./img/overview.png"` (Karmada's docs import their diagrams so).
import type { Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { FILE_PROPS, fromSiteFolder } from './file-refs.ts';
import { reactPropName } from './jsx-attributes.ts';

/**
 * The files whose import Docusaurus's webpack makes an address: its url-loader's pictures, and the
 * media and other assets its file-loader takes (Ory's guides import screencasts, `import mp4 from
 * '../_static/go/screencast.mp4'`, which were refused as code). An SVG is not one: SVGR makes it a
 * component.
 */
const ADDRESSED_FILE = /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|mp4|m4v|webm|ogv|mov|mp3|m4a|wav|ogg|oga|aac|flac|pdf|docx?|xlsx?|pptx?|zip)$/i;

/** The address an import of a picture or other file stands for (`./x.png`, `@site/static/img/x.png`, `/static/img/x.png`, `./demo.mp4`), or null when it is not one. */
export function imageImportAddress(specifier: string): string | null {
  const path = fromSiteFolder(specifier);
  return ADDRESSED_FILE.test(path) && /^(?:\.\.?\/|@site\/)/.test(path) ? path : null;
}

/** A file attribute (`src`, `href`, `poster`) whose value is one imported name becomes the address that name imports. */
export function resolveImageImports(attribute: MdxJsxAttribute, addresses: ReadonlyMap<string, string>): void {
  const value = attribute.value;
  if (addresses.size === 0 || value === null || typeof value !== 'object' || !FILE_PROPS.includes(reactPropName(attribute.name))) return;
  const program = value.data?.estree as Program | undefined;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'Identifier') return;
  const address = addresses.get(statement.expression.name);
  if (address !== undefined) attribute.value = address;
}
