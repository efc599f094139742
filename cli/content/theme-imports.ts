// Docusaurus pages import the theme's components before using them (`import Tabs from
// '@theme/Tabs'`). Those imports are read, never run: each names one of our own components, so the
// import is dropped and the elements it names take our component's name (`<MyTabs>` -> `<Tabs>`).
// Any other import (the site's own code, a partial) stays an error with a hint. The props Docusaurus
// takes as JS literals (`<Tabs values={[…]}>`, `<TOCInline toc={toc} />`) are read as data.
import type { Expression, ImportDeclaration, ObjectExpression, Program } from 'estree';
import type { Nodes, Parent, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import path from 'node:path';
import { lstatSync, readdirSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { ImportableFiles, SourceFile } from './discover.ts';
import { CODE_BLOCK_TEXT_ELEMENTS, codeBlockOf, isComputedTemplate } from './code-block-element.ts';
import { applyBoundValues, dropReadsOf, type ValuesPutIn, valuesPutIn } from './bound-values.ts';
import { dataImportContentPath, importedValues, readDataModule } from './data-imports.ts';
import { walk } from './walk.ts';
import { nearestImport } from './nearest-import.ts';
import type { SiteComponents } from '../config/site-components.ts';
import { markPictureProp, svgImage, svgImportSource } from './svg-imports.ts';
import { imageImportAddress, resolveImageImports } from './image-imports.ts';
import { computedPartialProps, partialProps, type PartialPropValue } from './partial-props.ts';
import { isPackageStylesheetImport, registrationHint, siteComponentImport } from './site-component-use.ts';
import { lookupTable } from '../../runtime/shared/lookup-table.ts';
import { BASE_URL_MODULE, resolveBaseUrlCalls } from './base-url.ts';
import { themedImages } from './themed-image.ts';
import { CODE_EXTENSIONS } from './static-policy.ts';
import { themeHeading } from './theme-heading.ts';
import { resolveTranslateCalls, TRANSLATE_MODULE, translateElement } from './translate.ts';
import { INTERNAL_DOCS_COMPONENTS, isInternalDocsModule, isMetaInternalImport } from './internal-docs.ts';
import { pageLiteralExports } from './page-literal-exports.ts';

/** The theme modules Docusaurus pages import, and the element each stands for here. */
export const THEME_IMPORTS: Record<string, string> = lookupTable({
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'details',
  '@theme/TOCInline': 'TOCInline',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/DocCardList': 'DocCardList',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/Heading': 'Heading',
  '@docusaurus/Link': 'a',
  // Docusaurus renders <Head> and MDX's <head> alike (react-helmet): the page's head tags, read by
  // page-head.ts. Open WebUI's comparison pages import it for their JSON-LD, and 13 pages failed.
  '@docusaurus/Head': 'head',
});

/**
 * The element a theme module stands for. `@theme-original/X` is the classic theme's own X, which a
 * swizzled X wraps; a page that imports it gets the theme's component as `@theme/X` gives it here
 * (react-native-elements' Tooltip usage imports `@theme-original/Admonition`).
 */
function themeImportTarget(module: string): string | undefined {
  return THEME_IMPORTS[module.replace(/^@theme-original\//, '@theme/')];
}

/** Where `<X />` stood, X imported from a partial: replaced by the partial's content once it is parsed. */
export interface PartialIncludeNode {
  type: 'partialInclude';
  /** The partial's content path. */
  contentPath: string;
  /** The name the page gave it, for messages. */
  name: string;
  /** What the page gives it to read as `{props.x}`. */
  props: Record<string, PartialPropValue>;
  /** Props the page gives as code (`framework={<a href="…">Go</a>}`), which is not run: named in the partial's error. */
  computedProps?: string[];
  position?: MdxJsxFlowElement['position'];
}

/** Where `<TOCInline />` stood: replaced by the page's table of contents once its headings are known. */
export interface TocInlineNode {
  type: 'tocInline';
  /** Its own levels; left out, the site's (tableOfContents), as Docusaurus's TOCInline takes the theme's. */
  minDepth?: number;
  maxDepth?: number;
  /** `toc={toc.slice(start, end)}`: the part of the page's headings (h2 and below, in order) it lists. */
  slice?: [number] | [number, number];
  position?: MdxJsxFlowElement['position'];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Docusaurus's `@site/` is the site's root, where its docs/ and blog/ folders are our content/docs/
 * and content/blog/: `@site/docs/_snippets/x.mdx` is a partial of ours, and so is
 * `@site/shared/_x.mdx` when it is content/shared/_x.mdx (as file links read `@site/`).
 */
const SITE_ALIAS = /^@site\/(.+)$/;

/** webpack's raw-loader, as Docusaurus pages import a file's text: `import Main from '!!raw-loader!./main.tf'`. */
const RAW_LOADER = /^!?!?raw-loader!(.+)$/;

/** Whether a content path names a file the build knows (content/'s, or static/'s at `static/…`). */
export type IsSiteFile = (contentPath: string) => boolean;

/**
 * What webpack tries after a path that names no file, in Docusaurus's order (its `resolve.extensions`,
 * then a folder's index): `'!!raw-loader!./examples/basic'` is the text of examples/basic.js (PixiJS's
 * blog shows 27 examples so). Not `.wasm`, which has no text to show.
 */
const WEBPACK_ENDINGS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];
const RESOLVE_ENDINGS = [...WEBPACK_ENDINGS, ...WEBPACK_ENDINGS.map((ending) => `/index${ending}`)];

/**
 * The content path of the file whose text a raw-loader import names, from the importing file; null if
 * it is not one. `exists` says which paths are files (content/'s, or static/'s at `static/…`), to try
 * webpack's endings after one that is not; without it, the path as written.
 */
export function rawImportContentPath(specifier: string, from: SourceFile, isFile: IsSiteFile = () => false, exists: IsSiteFile = isFile): string | null {
  const file = RAW_LOADER.exec(specifier)?.[1];
  const target = file === undefined ? null : siteRelativePath(file, from, isFile);
  if (target === null || exists(target)) return target;
  for (const ending of RESOLVE_ENDINGS) if (exists(`${target}${ending}`)) return `${target}${ending}`;
  return target;
}

/** The content path an import of a Markdown file names, from the importing file; null if it is not one. */
export function importedContentPath(specifier: string, from: SourceFile, isFile: IsSiteFile = () => false): string | null {
  if (!/\.mdx?$/.test(specifier)) return null;
  return siteRelativePath(specifier, from, isFile);
}

/**
 * The content path a specifier leads to from a file: `@site/…` from content/, `./` and `../` from the
 * file; null for a package or outside content/ (and static/). A path from the root (`/docs/_q.mdx`) is
 * read as Docusaurus's webpack reads it (`resolve.roots: [...staticDirectories, siteDir]`): the file
 * of static/ by that path when there is one, else the site's, as `@site/docs/_q.mdx` names it.
 */
export function siteRelativePath(specifier: string, from: SourceFile, isFile: IsSiteFile): string | null {
  if (/^\/(?!\/)/.test(specifier)) {
    const inStatic = fromSiteRoot(`static${specifier}`);
    return inStatic !== null && isFile(inStatic) ? inStatic : fromSiteRoot(specifier.slice(1));
  }
  const aliased = SITE_ALIAS.exec(specifier)?.[1];
  if (aliased) return fromSiteRoot(aliased);
  if (!/^\.\.?\//.test(specifier)) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from.contentPath), specifier));
  return joined.startsWith('../') ? null : joined;
}

/** A path from the site's root as a content path; null when it leads out of the site. */
function fromSiteRoot(relative: string): string | null {
  const normalized = path.posix.normalize(relative);
  return normalized.startsWith('../') || normalized === '..' || normalized.startsWith('/') ? null : normalized;
}

/**
 * Drops the theme imports and renames what they bind; an import of a Markdown file of the site
 * (`files`, by content path) marks where its elements stand, to be replaced by its content. Returns
 * the problems of the other imports.
 */
export function applyThemeImports(
  tree: Root,
  source: SourceFile,
  files: ImportableFiles = new Map(),
  siteComponents: SiteComponents = {},
  rawIncludes: Set<string> = new Set(),
  putIn: ValuesPutIn = valuesPutIn(),
  themeComponents: Record<string, string> = {},
  metaPreset = false,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const bound = new Map<string, string>([['TOCInline', 'TOCInline']]);
  // Docusaurus's MDXComponents gives every page <Details> (as @theme/Details), so pages write it
  // without an import (Saleor's API reference, 434 pages); a site's own Details comes first.
  if (!Object.hasOwn(siteComponents, 'Details')) bound.set('Details', 'details');
  // So it gives <Head> (@docusaurus/Head): Dyte's guides write <Head><title>…</title></Head> without an
  // import, and each was "Unknown component <Head>" and an error for every tag in it.
  if (!Object.hasOwn(siteComponents, 'Head')) bound.set('Head', 'head');
  for (const [name, target] of Object.entries(INTERNAL_DOCS_COMPONENTS)) if (!Object.hasOwn(siteComponents, name)) bound.set(name, target);
  const partials = new Map<string, string>();
  // What the site's MDXComponents gives every page from the theme (Dagger's <CodeBlock>), or a partial
  // of its docs (Cypress's <HeaderYields> from @site/docs/partials/): as if imported. A page's own
  // import of the name comes after, and wins.
  for (const [name, module] of Object.entries(themeComponents)) {
    if (Object.hasOwn(siteComponents, name)) continue;
    const target = themeImportTarget(module);
    const partial = target ? null : importedContentPath(module, source, (contentPath) => files.has(contentPath));
    if (target) bound.set(name, target);
    else if (partial !== null && files.has(partial) && partial !== source.contentPath) partials.set(name, partial);
  }
  // Names bound by an import that failed (a Markdown file that is not there, code that is not
  // registered): the import is reported, and its elements are left out instead of being reported again.
  const missingPartials = new Set<string>();
  const pictures = new Map<string, string>();
  // Names bound to a picture's address (image-imports.ts): `<img src={name}>` is `<img src="./x.png">`.
  const imageAddresses = new Map<string, string>();
  // The page's names for useBaseUrl (base-url.ts): its calls with a literal are read as the address they give.
  const baseUrlNames = new Set<string>();
  // The page's names for @docusaurus/Translate's translate(): a call with a literal message is its text.
  const translateNames = new Set<string>();
  // Names bound to a file's text by raw-loader: the code of a <CodeBlock>{Name}</CodeBlock>.
  const rawTexts = new Map<string, string>();
  // Names bound to values of a data module of content/ (data-imports.ts), or to the page's own constants.
  const dataValues = new Map<string, unknown>();
  // Imports bind for the whole page wherever they are written (Docusaurus pages put some inside a
  // component's children, next to where they use them): each is taken out of its parent.
  const takeImports = (node: Nodes): boolean => {
    if ('children' in node) (node as Parent).children = (node as Parent).children.filter((child) => takeImports(child as Nodes));
    if (node.type !== 'mdxjsEsm') return true;
    const program = (node as MdxjsEsm).data?.estree as Program | undefined;
    const statements = program?.body ?? [];
    const imports = statements.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');
    // A page's constants written whole are data, as a data module's are (page-literal-exports.ts), also
    // in the block of its imports (no blank line between them, as MDX then reads one block).
    const others = statements.filter((s) => s.type !== 'ImportDeclaration');
    const constants = others.length > 0 && program ? pageLiteralExports({ ...program, body: others }) : null;
    // An export that is no constant (or anything else) is code: the check of MDX nodes refuses it, so the node stays.
    if (statements.length === 0 || (others.length > 0 && !constants)) return true;
    for (const [name, value] of constants ?? []) dataValues.set(name, value);
    for (const declaration of imports) {
      // The page's own import of a name MDXComponents gives every page wins over it.
      for (const specifier of declaration.specifiers) partials.delete(specifier.local.name);
      // Meta's public build leaves out a page's imports of fb/ files (internal ones, not published),
      // and the elements they bind draw nothing (Flipper's <FbInstallation />): so here.
      if (metaPreset && isMetaInternalImport(String(declaration.source.value))) {
        for (const specifier of declaration.specifiers) missingPartials.add(specifier.local.name);
        continue;
      }
      const target = themeImportTarget(String(declaration.source.value));
      const isFile: IsSiteFile = (contentPath) => files.has(contentPath);
      const partial = importedContentPath(String(declaration.source.value), source, isFile);
      const local = declaration.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local.name;
      const picture = svgImportSource(String(declaration.source.value));
      const imageAddress = imageImportAddress(String(declaration.source.value));
      const site = target ? null : siteComponentImport(declaration, source, siteComponents);
      const raw = rawImportContentPath(String(declaration.source.value), source, isFile);
      const rawFile = raw !== null ? files.get(raw) : undefined;
      const data = target || site ? null : dataImportContentPath(siteRelativePath(String(declaration.source.value), source, isFile), isFile);
      if (rawFile && local && declaration.specifiers.length === 1) {
        rawTexts.set(local, rawFile.text);
        rawIncludes.add(raw!);
      } else if (target) for (const specifier of declaration.specifiers) bound.set(specifier.local.name, target);
      else if (declaration.source.value === BASE_URL_MODULE && local && declaration.specifiers.length === 1) baseUrlNames.add(local);
      // Its one use a page may make, <DocCardList items={useCurrentSidebarCategory().items} />, is what
      // <DocCardList /> draws (the element's props are not read); any other read is code, refused there.
      else if (isSidebarCategoryHookImport(declaration)) continue;
      else if (declaration.source.value === TRANSLATE_MODULE && declaration.specifiers.every((s) => s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'translate'))) {
        for (const specifier of declaration.specifiers) (specifier.type === 'ImportDefaultSpecifier' ? bound.set(specifier.local.name, 'Translate') : translateNames.add(specifier.local.name));
      }
      else if (isInternalDocsModule(String(declaration.source.value))) {
        // Meta's <OssOnly> and <FbInternalOnly> (internal-docs.ts); its functions are read only in
        // expressions, which the check of MDX nodes reports where they are.
        for (const specifier of declaration.specifiers) {
          const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : undefined;
          if (imported !== undefined && Object.hasOwn(INTERNAL_DOCS_COMPONENTS, imported)) bound.set(specifier.local.name, INTERNAL_DOCS_COMPONENTS[imported]);
        }
      }
      else if (partial && files.has(partial) && local) partials.set(local, partial);
      else if (partial && files.has(partial) && !raw) {
        // `import { toc as viewsToc } from './_views.mdx'` (Cypress, to add a partial's headings to the
        // page's toc by hand): the file is there, and "no such Markdown file" said it was not.
        diagnostics.push(namedMarkdownImportProblem(declaration, node as MdxjsEsm, source, partial));
        for (const specifier of declaration.specifiers) missingPartials.add(specifier.local.name);
      }
      else if (picture && local) pictures.set(local, picture);
      else if (imageAddress && local && declaration.specifiers.length === 1) imageAddresses.set(local, imageAddress);
      else if (site) for (const [name, registered] of site) bound.set(name, registered);
      else if (data !== null) {
        rawIncludes.add(data);
        const read = readDataModule(files.get(data)!);
        if ('exports' in read) for (const [name, value] of importedValues(declaration, read.exports)) dataValues.set(name, value);
        else {
          diagnostics.push(dataModuleProblem(declaration, node as MdxjsEsm, source, data, read));
          for (const specifier of declaration.specifiers) missingPartials.add(specifier.local.name);
        }
      } else if (isPackageStylesheetImport(declaration)) diagnostics.push(stylesheetWarning(declaration, node as MdxjsEsm, source));
      else {
        const problem = importProblem(declaration, node as MdxjsEsm, source, siteComponents);
        const near = partial !== null && raw === null ? nearestImport(String(declaration.source.value), partial, source.contentPath, files) : aliasedFileImport(String(declaration.source.value), source.contentPath, files);
        diagnostics.push(near ? { ...problem, suggestion: near } : problem);
        // The file it names is an input of the page all the same, as missing: a rebuild or check
        // after the file is added parses the page again instead of repeating this from its cache.
        const wanted = raw ?? partial;
        if (wanted !== null) rawIncludes.add(wanted);
        // What it would have bound is left out of the page: its elements are not reported again (as
        // an unknown component, or as devcenter's own <Card> missing props the site's did not need).
        for (const specifier of declaration.specifiers) missingPartials.add(specifier.local.name);
      }
    }
    return false;
  };
  takeImports(tree);
  // Reads of what failed to import are the import's problem, said once there.
  if (missingPartials.size > 0) dropReadsOf(tree, missingPartials);
  // Values imported from data modules, where the page reads them (never run).
  if (dataValues.size > 0) {
    // Each read is the whole value put in: the caller holds the page's text, with them, to its limit.
    diagnostics.push(...applyBoundValues(tree, dataValues, source, (read) => ({ message: `${read} has no value: what the page imports or exports has none there.`, hint: 'read a name or key the data has.' }), putIn));
  }
  resolveTranslateCalls(tree, translateNames);
  walk<Nodes>(tree, (node, index, parent) => {
    // `<CodeBlock>$ {Command}</CodeBlock>` alone on its line: the text beside the braces makes MDX read
    // the line as a paragraph holding the element, which Docusaurus draws as the block all the same.
    if (node.type === 'paragraph' && parent && index !== undefined) {
      const alone = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      const only = alone.length === 1 ? alone[0] : undefined;
      if (only?.type === 'mdxJsxTextElement' && only.name && bound.get(only.name) === 'CodeBlock') {
        parent.children[index] = { ...only, type: 'mdxJsxFlowElement' } as MdxJsxFlowElement;
        return index;
      }
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const a of node.attributes) if (a.type === 'mdxJsxAttribute') {
      resolveBaseUrlCalls(a, baseUrlNames);
      resolveImageImports(a, imageAddresses);
      markPictureProp(a, pictures);
    }
    if (node.name && missingPartials.has(node.name) && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    const partial = node.name ? partials.get(node.name) : undefined;
    if (partial && parent && index !== undefined) {
      const include: PartialIncludeNode = { type: 'partialInclude', contentPath: partial, name: node.name!, props: partialProps(node), computedProps: computedPartialProps(node), position: node.position };
      parent.children[index] = include as unknown as Nodes;
      return index + 1;
    }
    const picture = node.name ? pictures.get(node.name) : undefined;
    if (picture) return void svgImage(node, picture);
    // `<T.TabItem>` with T imported from a registered component's file: a member of that component.
    const rootTarget = node.name?.includes('.') ? bound.get(node.name.split('.')[0]) : undefined;
    if (rootTarget && Object.hasOwn(siteComponents, rootTarget)) return void (node.name = `${rootTarget}${node.name!.slice(node.name!.indexOf('.'))}`);
    const target = node.name ? bound.get(node.name) : undefined;
    // Tabs need no import here (Webdriverio and Cypress give them to every page too): written without
    // one, they read `values` and drop what Docusaurus ignores as the imported ones do.
    if (!target && (node.name === 'Tabs' || node.name === 'TabItem') && !Object.hasOwn(siteComponents, node.name)) return void tabsProps(node, (name) => bound.get(name) ?? name, diagnostics, source);
    if (!target) return;
    if (target === 'TOCInline' && parent && index !== undefined) {
      const toc = tocInline(node);
      if (typeof toc === 'string') {
        diagnostics.push(elementProblem(node, source, toc, 'write toc={toc}, or toc={toc.slice(1)} to leave out the first heading, as Docusaurus pages do.'));
        parent.children.splice(index, 1);
        return index;
      }
      parent.children[index] = toc as unknown as Nodes;
      return index + 1;
    }
    if (target === 'DocCardList' && parent && index !== undefined) {
      // Made when the page renders, from its sidebar (render/doc-card-list.ts).
      parent.children[index] = { type: 'docCardList', position: node.position } as unknown as Nodes;
      return index + 1;
    }
    if (target === 'ThemedImage' && parent && index !== undefined) {
      const images = themedImages(node);
      if (typeof images === 'string') {
        diagnostics.push(elementProblem(node, source, images, "write each address as a string, or as useBaseUrl('…') with @docusaurus/useBaseUrl imported."));
        parent.children.splice(index, 1);
        return index;
      }
      parent.children.splice(index, 1, ...(images as typeof parent.children));
      return index + images.length;
    }
    if (target === 'Heading') {
      const problem = themeHeading(node);
      if (problem === undefined) return;
      diagnostics.push(elementProblem(node, source, problem, 'write <Heading as="h2" id="…">Text</Heading>, or a Markdown heading: ## Text {#id}'));
      parent?.children.splice(index!, 1);
      return index;
    }
    if ((target === 'OssOnly' || target === 'FbInternalOnly') && parent && index !== undefined) {
      // The public build: what is only for Meta's readers is left out, what is only for the public shown.
      parent.children.splice(index, 1, ...(target === 'OssOnly' ? (node.children as typeof parent.children) : []));
      return index;
    }
    if (target === 'Translate' && parent && index !== undefined) {
      const problem = translateElement(node);
      if (problem !== undefined) {
        diagnostics.push(elementProblem(node, source, problem, 'write the text of the site\'s one language in its place.'));
        parent.children.splice(index, 1);
        return index;
      }
      parent.children.splice(index, 1, ...(node.children as typeof parent.children));
      return index;
    }
    if (target === 'CodeBlock' && parent && index !== undefined) {
      const code = codeBlockOf(node, (name) => rawTexts.get(name));
      // A code block stands on lines of its own: one written inside a line of text cannot.
      if (code && parent.type !== 'paragraph') parent.children[index] = code;
      else {
        // {Main} of a raw-loader import that failed: the import is the one problem, reported already.
        const ofFailedImport = code === null && codeBlockOf(node, (name) => (missingPartials.has(name) ? '' : undefined)) !== null;
        const computed = code === null && isComputedTemplate(node);
        if (!ofFailedImport)
          diagnostics.push(
            elementProblem(
              node,
              source,
              code
                ? 'A <CodeBlock> must stand on lines of its own, not inside a line of text.'
                : computed
                  ? 'The code of <CodeBlock> is a template with ${…} in it, computed when the page runs: devcenter runs no code in a page, so its code must be one literal.'
                  : `The code of <CodeBlock> must be one literal ({\`…\`} or {"…"}), a name imported with raw-loader, or text with no elements but ${CODE_BLOCK_TEXT_ELEMENTS.map((name) => `<${name}>`).join(', ')} and <br />.`,
              computed ? 'write the value in place of each ${…}, or write it as a fenced code block: ```lang title="…"' : 'or write it as a fenced code block: ```lang title="…"',
            ),
          );
        parent.children.splice(index, 1);
        return index;
      }
      return index + 1;
    }
    node.name = target;
    if (target === 'a') renameAttribute(node, 'to', 'href');
    tabsProps(node, (name) => bound.get(name) ?? name, diagnostics, source);
  });
  return diagnostics;
}

/** What Docusaurus's Tabs and TabItem take that ours read otherwise: `values`, and props a static page does without. */
function tabsProps(node: JsxElement, nameOf: (name: string) => string, diagnostics: Diagnostic[], source: SourceFile): void {
  if (node.name === 'Tabs') readTabValues(node, nameOf, diagnostics, source);
  if (node.name === 'TabItem') readTabAttributes(node, diagnostics, source);
}

/**
 * `<TabItem attributes={{className: '…'}}>`: Docusaurus spreads the object onto the item's tab, its
 * className added to the tab's own (socket.io hides tabs so). The class is kept (`tabClassName`, on
 * our tab button); anything else is left out with a warning, as other props Docusaurus reads and a
 * static page does without.
 */
function readTabAttributes(node: JsxElement, diagnostics: Diagnostic[], source: SourceFile): void {
  const found = attribute(node, 'attributes');
  if (!found) return;
  dropAttributes(node, ['attributes', 'tabClassName']);
  const expression = expressionOf(found);
  const object = expression?.type === 'ObjectExpression' ? expression : undefined;
  const className = object ? literalKey(object, 'className') : undefined;
  if (className !== undefined) node.attributes.push({ type: 'mdxJsxAttribute', name: 'tabClassName', value: className });
  const others = object ? object.properties.length - (className !== undefined ? 1 : 0) : 1;
  if (others === 0) return;
  const start = found.position?.start ?? node.position?.start;
  diagnostics.push({
    severity: 'warning',
    code: 'mdx',
    message: `<TabItem> attributes other than a literal className are left out of the page.`,
    file: source.file,
    line: start?.line,
    column: start?.column,
    lineText: start ? lineAt(source.text, start.line) : undefined,
    hint: "write attributes={{className: '…'}} to give the tab a class; the tab's other attributes are the page's.",
  });
}

/** A data module a page imports that cannot be read as data: at the import, naming the module's line. */
function dataModuleProblem(declaration: ImportDeclaration, node: MdxjsEsm, source: SourceFile, contentPath: string, read: { problem: string; line?: number }): Diagnostic {
  const line = declaration.loc?.start.line ?? node.position?.start.line;
  const column = declaration.loc ? declaration.loc.start.column + 1 : node.position?.start.column;
  return {
    severity: 'error',
    code: 'mdx',
    message: `Import of "${String(declaration.source.value)}": content/${contentPath} is read as data, never run, and ${read.problem}${read.line ? ` (its line ${read.line})` : ''}.`,
    file: source.file,
    line,
    column,
    lineText: line ? lineAt(source.text, line) : undefined,
    hint: 'a data module holds literals only (export const x = `…`, module.exports = {…}, JSON); code belongs in a component registered in site.config.ts (components).',
  };
}

/**
 * How to show the text of a file outside the site's folder (memlab's docs import six examples of its
 * repository's ../../../packages/e2e/): a copy of it beside the page, by its own name. The hint was a
 * made-up ./examples/main.tf shown as HCL, which said nothing of this file.
 */
function outOfSiteHint(from: string, raw: string, declaration: ImportDeclaration, source: SourceFile): string {
  const name = path.posix.basename(raw.replace(/[?#].*$/s, ''));
  const local = declaration.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name ?? 'Text';
  const beside = path.posix.join(path.posix.dirname(`content/${source.contentPath}`), name);
  return `devcenter reads no file outside content/ and static/ (a file elsewhere in the repository is not part of the site): copy it to ${beside}, beside this page, and import it from there: import ${local} from '${from.slice(0, from.length - raw.length)}./${name}' (a file of content/ that is no page is read, never published or run).`;
}

function importProblem(declaration: ImportDeclaration, node: MdxjsEsm, source: SourceFile, siteComponents: SiteComponents): Diagnostic {
  const from = String(declaration.source.value);
  // estree positions are 1-based lines and 0-based columns when MDX gives them.
  const line = declaration.loc?.start.line ?? node.position?.start.line;
  const column = declaration.loc ? declaration.loc.start.column + 1 : node.position?.start.column;
  const partial = /\.mdx?$/.test(from) && !RAW_LOADER.test(from);
  // `@daggerTypes/_x.mdx`, `@ionic-internal/…/props.md`: a name the site's webpack config (or a package) gives.
  const aliased = partial ? bareModuleName(from) : null;
  const raw = RAW_LOADER.exec(from)?.[1];
  // Another webpack loader chained before raw-loader (Crawlee's '!!raw-loader!roa-loader!./x.ts', 53
  // imports): the page shows what that loader makes of the file, which only running it gives. Its
  // path, read as a path, was "leads out of the site's content/ and static/".
  const chained = raw === undefined ? null : /^((?:[^!./][^!]*!)+)(.+)$/.exec(raw);
  if (chained) {
    const loaders = chained[1].slice(0, -1).split('!');
    const plain = `${from.slice(0, from.length - raw!.length)}${chained[2]}`;
    return {
      severity: 'error',
      code: 'mdx',
      message: `Import of "${from}": the file goes through ${loaders.length === 1 ? `the webpack loader "${loaders[0]}"` : `the webpack loaders ${loaders.map((l) => `"${l}"`).join(', ')}`} before raw-loader, and devcenter runs no loader of the site's: a page shows a file's text as it is.`,
      file: source.file,
      line,
      column,
      lineText: line ? lineAt(source.text, line) : undefined,
      suggestion: plain,
      hint: `import the file's text itself, without the loader (what it would add is left out), and show it in a <CodeBlock> or a component registered in site.config.ts.`,
    };
  }
  if (raw !== undefined) {
    // Where it was looked for, so the reader knows where the file belongs (Ory's docs import 94 files
    // of ../../../code-examples/, which is content/code-examples/ here); a hidden file (.env.example)
    // is there, but never read: "no such file" was wrong for it.
    const target = siteRelativePath(raw, source, () => false);
    const shown = target === null ? null : target.startsWith('static/') ? target : `content/${target}`;
    const hidden = target?.split('/').find((segment) => segment.startsWith('.'));
    // A script of static/ (gesture-handler's examples/*.js) is there, but static/ never publishes it.
    const refused = shown !== null && hidden === undefined && shown.startsWith('static/') && CODE_EXTENSIONS.has(path.posix.extname(shown).toLowerCase()) && isFileOfSite(source, shown);
    // A file kept outside docs/ in Docusaurus (Ory's ../../../code-examples/, from docs/): the same path
    // from content/docs/, a folder deeper, leads into content/, and the file is where Docusaurus found it.
    const outside = target !== null && shown === `content/${target}` && hidden === undefined ? docusaurusPlace(raw, source.contentPath) : null;
    if (outside && outside.path !== `content/${target}` && isFileOfSite(source, outside.path)) {
      return {
        severity: 'error',
        code: 'mdx',
        message: `Import of "${from}": there is no file content/${target}; the file is ${outside.path}, outside content/, which is all a page reads.`,
        file: source.file,
        line,
        column,
        lineText: line ? lineAt(source.text, line) : undefined,
        hint: `Docusaurus found it from ${outside.folder}: move it to content/${target}, where this import finds it (a file of content/ that is no page is read, never published or run).`,
      };
    }
    // A path that leads out of content/ here, from a page as deep as Docusaurus had it (src/pages/about.mdx's
    // ../../code-examples/x.go reaches the site's folder in both): the file is there, and what to do with it.
    const above = target === null ? docusaurusPlace(raw, source.contentPath) : null;
    if (above && !above.path.startsWith('content/') && !above.path.split('/').some((segment) => segment.startsWith('.')) && isFileOfSite(source, above.path)) {
      return {
        severity: 'error',
        code: 'mdx',
        message: `Import of "${from}": it leads out of content/ (all a page reads from) to ${above.path}, the file Docusaurus found.`,
        file: source.file,
        line,
        column,
        lineText: line ? lineAt(source.text, line) : undefined,
        suggestion: from.slice(0, from.length - raw.length) + `@site/${above.path}`,
        hint: `Docusaurus read it from ${above.folder}: move it to content/${above.path} and import it by @site/${above.path}, as @site/ is content/ here (a file of content/ that is no page is read, never published or run).`,
      };
    }
    // Webpack tries no extension for a raw import: `./run` for run.sh is missing in Docusaurus too. The file meant, when one is.
    const withExtension = shown !== null && hidden === undefined && !refused && path.posix.extname(shown) === '' ? fileWithExtension(source, shown) : null;
    return {
      severity: 'error',
      code: 'mdx',
      ...(withExtension ? { suggestion: from.replace(/[^/!]*$/, path.posix.basename(withExtension)) } : {}),
      message:
        shown === null
          ? `Import of "${from}": it leads out of the site's content/ and static/, whose files only a page may show the text of.`
          : hidden !== undefined
            ? `Import of "${from}": ${shown} is hidden ("${hidden}"), and devcenter never reads or publishes hidden files and folders.`
            : refused
              ? `Import of "${from}": ${shown} is there, but static/ does not publish a ${path.posix.extname(shown)} file (it would run on the site's origin), so no page shows its text from there.`
              : `Import of "${from}": there is no file ${shown} to show the text of.`,
      file: source.file,
      line,
      column,
      lineText: line ? lineAt(source.text, line) : undefined,
      hint: refused
        ? `move it to content/ (content/${shown.slice('static/'.length)}) and import it by its path from this page: a file of content/ that is no page is read, never published or run.`
        : shown === null
          ? outOfSiteHint(from, raw, declaration, source)
          : 'import a file of content/ by its path from this page (./examples/main.tf), or of static/ by @site/static/…, as a default import: import Main from \'!!raw-loader!./main.tf\', then <CodeBlock language="hcl">{Main}</CodeBlock>.',
    };
  }
  // A JSON file is data, which a page may import (data-imports.ts): one that is not in content/ is
  // missing, not code (typescript-eslint's docs import ../../packages/eslint-plugin/package.json).
  if (/\.json$/i.test(from)) {
    return {
      severity: 'error',
      code: 'mdx',
      message: `Import of "${from}": there is no such JSON file in content/ to read as data.`,
      file: source.file,
      line,
      column,
      lineText: line ? lineAt(source.text, line) : undefined,
      length: declaration.loc && declaration.loc.end.line === declaration.loc.start.line ? declaration.loc.end.column - declaration.loc.start.column : undefined,
      hint: siteRootHint(from) ?? "a page reads values from a data file of content/, named by its path from the page (import versions from '../versions.json'); a file outside content/ is not read.",
    };
  }
  // A partial kept outside docs/ in Docusaurus (QuestDB's ../../src/components/DRY/_x.mdx, from docs/):
  // the same path from content/docs/, a folder deeper, leads into content/, where it is not.
  const looked = partial && /^\.\.?\//.test(from) ? siteRelativePath(from, source, () => false) : null;
  if (looked !== null && isFileOfSite(source, looked)) {
    return {
      severity: 'error',
      code: 'mdx',
      message: `Import of "${from}": there is no file content/${looked}; the file is ${looked}, outside content/, which is all a page reads.`,
      file: source.file,
      line,
      column,
      lineText: line ? lineAt(source.text, line) : undefined,
      length: declaration.loc && declaration.loc.end.line === declaration.loc.start.line ? declaration.loc.end.column - declaration.loc.start.column : undefined,
      hint: `Docusaurus found it from docs/, one folder above content/docs/: move it to content/${looked}, where this import finds it (its name starting with _ keeps it from being a page of its own).`,
    };
  }
  // react-native-paper's contributing page includes the repository's CONTRIBUTING.md
  // ('../../../../CONTRIBUTING.md'): told "there is no such Markdown file in content/", with no word
  // that the path leaves content/, which no page reads past. Said so, with where a copy goes; nothing
  // outside the site is looked at.
  if (partial && /^\.\.?\//.test(from) && path.posix.normalize(path.posix.join(path.posix.dirname(source.contentPath), from)).startsWith('../')) {
    const name = path.posix.basename(from);
    const copy = name.startsWith('_') ? name : `_${name}`;
    const local = declaration.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name ?? 'Partial';
    return {
      severity: 'error',
      code: 'mdx',
      message: `Import of "${from}": the path leads out of content/, and a page reads Markdown only from content/ (a file elsewhere in the repository is not part of the site).`,
      file: source.file,
      line,
      column,
      lineText: line ? lineAt(source.text, line) : undefined,
      length: declaration.loc && declaration.loc.end.line === declaration.loc.start.line ? declaration.loc.end.column - declaration.loc.start.column : undefined,
      hint: `copy it to ${path.posix.join(path.posix.dirname(`content/${source.contentPath}`), copy)}, beside this page, and import it from there: import ${local} from './${copy}' (a name starting with _ keeps it from being a page of its own).`,
    };
  }
  return {
    severity: 'error',
    code: 'mdx',
    message: partial
      ? aliased
        ? `Import of "${from}": "${aliased}" is a package or a webpack alias of the Docusaurus site, which devcenter does not resolve: there is no such Markdown file in content/.`
        : `Import of "${from}": there is no such Markdown file in content/.`
      : `Import of "${from}": content cannot import code.`,
    file: source.file,
    line,
    column,
    lineText: line ? lineAt(source.text, line) : undefined,
    length: declaration.loc && declaration.loc.end.line === declaration.loc.start.line ? declaration.loc.end.column - declaration.loc.start.column : undefined,
    hint: partial
      ? (siteRootHint(from) ?? (aliased ? 'import the file from content/ by its path from this file, or by @site/ and its path from content/: a page reads no package or alias.' : 'import a .md or .mdx file of content/ by its path from this file (a partial is usually named _name.mdx, so it is not a page of its own).'))
      : (registrationHint(declaration, source, siteComponents) ?? `pages may import only the theme's components (${Object.keys(THEME_IMPORTS).join(', ')}), ${BASE_URL_MODULE}'s default export, and the site's components registered in site.config.ts (components).`),
  };
}

/** An import of a Markdown file of the site that binds no default: only its content can be included. */
function namedMarkdownImportProblem(declaration: ImportDeclaration, node: MdxjsEsm, source: SourceFile, partial: string): Diagnostic {
  const from = String(declaration.source.value);
  const line = declaration.loc?.start.line ?? node.position?.start.line;
  const names = declaration.specifiers.map((specifier) => (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.local.name));
  const toc = names.includes('toc');
  return {
    severity: 'error',
    code: 'mdx',
    message: `Import of ${names.map((name) => `"${name}"`).join(', ')} from "${from}": a page includes content/${partial} by its default import only; what else MDX exports from it is not read.`,
    file: source.file,
    line,
    column: declaration.loc ? declaration.loc.start.column + 1 : node.position?.start.column,
    lineText: line ? lineAt(source.text, line) : undefined,
    length: declaration.loc && declaration.loc.end.line === declaration.loc.start.line ? declaration.loc.end.column - declaration.loc.start.column : undefined,
    hint: toc
      ? "the headings of a partial the page includes are in its table of contents here already, where the page includes it: remove this import, and the page's export of a toc made from it."
      : `import its default (import Partial from '${from}') and write <Partial /> where its content goes.`,
  };
}

/** Where an import from the site's root (`@site/…`, `/…`) must find its file here; undefined for another import. */
function siteRootHint(from: string): string | undefined {
  const rest = /^(?:@site\/|\/(?!\/))(.*)$/.exec(from)?.[1];
  if (rest === undefined) return undefined;
  const root = from.startsWith('/') ? "a path from / starts at the site's root, as @site/ does, which" : '@site/';
  const target = fromSiteRoot(rest);
  return target === null
    ? `${from} leads out of the site: an import names a file of content/ or static/.`
    : `${root} is content/ here (docs/ and blog/ are content/docs/ and content/blog/): the file must be content/${target}.`;
}

/** A package's stylesheet imported by a page is left out, with a warning that says where it belongs. */
function stylesheetWarning(declaration: ImportDeclaration, node: MdxjsEsm, source: SourceFile): Diagnostic {
  const from = String(declaration.source.value);
  const line = declaration.loc?.start.line ?? node.position?.start.line;
  return {
    severity: 'warning',
    code: 'mdx',
    message: `Import of "${from}" is left out: a page does not add stylesheets.`,
    file: source.file,
    line,
    column: declaration.loc ? declaration.loc.start.column + 1 : node.position?.start.column,
    lineText: line ? lineAt(source.text, line) : undefined,
    hint: `import it in the file of the component that needs it (registered in site.config.ts, components): its styles then load with it, on the pages that use it.`,
  };
}

function elementProblem(node: JsxElement, source: SourceFile, message: string, hint: string): Diagnostic {
  const start = node.position?.start;
  return { severity: 'error', code: 'mdx', message, file: source.file, line: start?.line, column: start?.column, lineText: start ? lineAt(source.text, start.line) : undefined, hint };
}

function attribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function renameAttribute(node: JsxElement, from: string, to: string): void {
  const found = attribute(node, from);
  if (found && !attribute(node, to)) found.name = to;
}

function dropAttributes(node: JsxElement, names: string[]): void {
  node.attributes = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || !names.includes(a.name));
}

/** The expression of an attribute written `name={…}`, as estree. */
function expressionOf(found: MdxJsxAttribute | undefined): Expression | undefined {
  const value = found?.value;
  if (!value || typeof value !== 'object') return undefined;
  const statement = (value.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** A number written `n={2}` or `n="2"`. */
function numberOf(found: MdxJsxAttribute | undefined): number | undefined {
  if (typeof found?.value === 'string') return Number(found.value);
  const expression = expressionOf(found);
  return expression?.type === 'Literal' && typeof expression.value === 'number' ? expression.value : undefined;
}

/**
 * `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: without them, the site's levels (expandTocInline).
 * `toc` is the page's headings, or a slice of them (`toc.slice(1)`); anything else is a message.
 */
function tocInline(node: JsxElement): TocInlineNode | string {
  const minDepth = numberOf(attribute(node, 'minHeadingLevel'));
  const maxDepth = numberOf(attribute(node, 'maxHeadingLevel'));
  const levels = { ...(minDepth !== undefined ? { minDepth } : {}), ...(maxDepth !== undefined ? { maxDepth } : {}) };
  const toc = attribute(node, 'toc');
  const expression = expressionOf(toc);
  if (!toc || (expression?.type === 'Identifier' && expression.name === 'toc')) return { type: 'tocInline', ...levels, position: node.position };
  const slice = tocSlice(expression);
  if (!slice) return 'The toc of <TOCInline> must be the page\'s headings, {toc}, or a slice of them, {toc.slice(…)} with numbers: it is read, never run.';
  return { type: 'tocInline', ...levels, slice, position: node.position };
}

/** `toc.slice(start[, end])` with literal (perhaps negative) numbers, as [start, end]. */
function tocSlice(expression: Expression | undefined): [number] | [number, number] | null {
  if (expression?.type !== 'CallExpression' || expression.callee.type !== 'MemberExpression') return null;
  const { object, property, computed } = expression.callee;
  if (object.type !== 'Identifier' || object.name !== 'toc' || computed || property.type !== 'Identifier' || property.name !== 'slice') return null;
  const numbers = expression.arguments.map((argument) => {
    if (argument.type === 'Literal' && typeof argument.value === 'number') return argument.value;
    if (argument.type === 'UnaryExpression' && argument.operator === '-' && argument.argument.type === 'Literal' && typeof argument.argument.value === 'number') return -argument.argument.value;
    return null;
  });
  if (numbers.length > 2 || numbers.some((n) => n === null || !Number.isInteger(n))) return null;
  // No undefined in it: the tree is sent between threads as JSON, where it would become null (slice(1, null) is empty).
  const [start = 0, end] = numbers as number[];
  return end === undefined ? [start] : [start, end];
}

/**
 * The query-string key of `<Tabs queryString>`, as Docusaurus reads it: written alone (or `{true}`),
 * the tabs' groupId (React Native's `<Tabs groupId="os" queryString>`, linked to as `?os=linux`); a
 * text, that key. Undefined when it is not given, or is given as nothing Docusaurus reads as a key.
 */
function tabsQueryKey(node: JsxElement): string | undefined {
  const found = attribute(node, 'queryString');
  if (!found) return undefined;
  const expression = expressionOf(found);
  const written = found.value === null || (expression?.type === 'Literal' && expression.value === true) ? true : typeof found.value === 'string' ? found.value : expression?.type === 'Literal' && typeof expression.value === 'string' ? expression.value : undefined;
  if (written !== true) return written || undefined;
  const groupId = attribute(node, 'groupId')?.value;
  return typeof groupId === 'string' && groupId !== '' ? groupId : undefined;
}

/** Whether a literal object's key is written `true`: `{value: 'a', default: true}`. */
function literalTrue(object: ObjectExpression, key: string): boolean {
  return object.properties.some((property) => {
    if (property.type !== 'Property' || property.computed) return false;
    const name = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    return name === key && property.value.type === 'Literal' && property.value.value === true;
  });
}

/** The string value of a literal object's key: `{label: 'A'}`. */
function literalKey(object: ObjectExpression, key: string): string | undefined {
  for (const property of object.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const name = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    if (name === key && property.value.type === 'Literal' && typeof property.value.value === 'string') return property.value.value;
  }
  return undefined;
}

/**
 * `<Tabs values={[{label, value}, …]}>`: each TabItem takes its label from the array (its value when
 * the array gives none), whatever label the item writes, as Docusaurus's tab list is then the array
 * alone; the array must be literals. `queryString` and `lazy` change nothing a reader of a static page
 * sees here, so they are dropped.
 */
function readTabValues(node: JsxElement, nameOf: (name: string) => string, diagnostics: Diagnostic[], source: SourceFile): void {
  const values = attribute(node, 'values');
  const queryKey = tabsQueryKey(node);
  dropAttributes(node, ['queryString', 'lazy']);
  if (queryKey !== undefined) node.attributes.push({ type: 'mdxJsxAttribute', name: 'queryString', value: queryKey });
  if (!values) return;
  const expression = expressionOf(values);
  const labels = new Map<string, string>();
  /** The value the array marks `default: true`, the first so marked. */
  let chosen: string | undefined;
  const literal =
    expression?.type === 'ArrayExpression' &&
    expression.elements.every((element) => {
      if (element?.type !== 'ObjectExpression') return false;
      const value = literalKey(element, 'value');
      const label = literalKey(element, 'label');
      if (value === undefined) return false;
      labels.set(value, label ?? value);
      if (chosen === undefined && literalTrue(element, 'default')) chosen = value;
      return true;
    });
  if (!literal) {
    const start = values.position?.start ?? node.position?.start;
    diagnostics.push({
      severity: 'error',
      code: 'mdx',
      message: 'The values of <Tabs> must be written as literals: [{label: "…", value: "…"}, …].',
      file: source.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(source.text, start.line) : undefined,
      hint: 'or leave values out and give each <TabItem> a label="…".',
    });
    // Said once: the generic check of attributes would report the same expression again.
    dropAttributes(node, ['values']);
    return;
  }
  dropAttributes(node, ['values']);
  // Items written on lines of their own, one after the other, are one paragraph to MDX.
  const slots: { siblings: Nodes[]; index: number }[] = [];
  for (const child of node.children as Nodes[]) {
    const siblings = child.type === 'paragraph' ? (child.children as Nodes[]) : [child];
    siblings.forEach((item, i) => {
      if ((item.type === 'mdxJsxFlowElement' || item.type === 'mdxJsxTextElement') && item.name && nameOf(item.name) === 'TabItem')
        slots.push(child.type === 'paragraph' ? { siblings, index: i } : { siblings: node.children as Nodes[], index: (node.children as Nodes[]).indexOf(child) });
    });
  }
  const items = slots.map(({ siblings, index }) => siblings[index] as JsxElement);
  for (const child of items) {
    const value = attribute(child, 'value')?.value;
    if (typeof value === 'string' && labels.has(value)) {
      dropAttributes(child, ['label']);
      child.attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: labels.get(value)! });
    }
    // The array is the tab list, default included: Docusaurus opens, without a defaultValue, the value
    // it marks default (or its first), whatever an item's own default says.
    dropAttributes(child, ['default']);
    if (chosen !== undefined && value === chosen) child.attributes.push({ type: 'mdxJsxAttribute', name: 'default', value: null });
  }
  // The array is the tab list, in its order, as Docusaurus draws it (React Native's values={[TypeScript,
  // JavaScript]} over a JavaScript item written first): the items take the array's order, in the places
  // they were written, so the first tab, the one open without a defaultValue, is the array's first too.
  // It is the list alone (useTabValues reads no item when given values): a value no item has is a tab
  // with nothing under it, and an item whose value it lacks has no tab and is never shown (its panel
  // stays hidden, as no choice can select it), so it is left out with a warning. An item without a
  // text value keeps its place after the others, for the check of its value to report.
  const order = [...labels.keys()];
  const valueOf = (item: JsxElement) => {
    const value = attribute(item, 'value')?.value;
    return typeof value === 'string' ? value : undefined;
  };
  for (const item of items) {
    const value = valueOf(item);
    if (value === undefined || labels.has(value)) continue;
    const start = item.position?.start;
    diagnostics.push({
      severity: 'warning',
      code: 'mdx',
      message: `<TabItem value="${value}"> is not in the values of its <Tabs>, so Docusaurus shows no tab for it and never shows its content: it is left out of the page.`,
      file: source.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(source.text, start.line) : undefined,
      hint: `add {label: "…", value: "${value}"} to the values, or remove the item.`,
    });
  }
  const inParagraph = slots.length > 0 && slots[0].siblings !== node.children;
  const emptyTab = (value: string): JsxElement => {
    const attributes: MdxJsxAttribute[] = [
      { type: 'mdxJsxAttribute', name: 'value', value },
      { type: 'mdxJsxAttribute', name: 'label', value: labels.get(value)! },
    ];
    if (value === chosen) attributes.push({ type: 'mdxJsxAttribute', name: 'default', value: null });
    return inParagraph ? { type: 'mdxJsxTextElement', name: 'TabItem', attributes, children: [] } : { type: 'mdxJsxFlowElement', name: 'TabItem', attributes, children: [] };
  };
  const tabs = [
    ...order.flatMap((value) => {
      const written = items.filter((item) => valueOf(item) === value);
      return written.length > 0 ? written : [emptyTab(value)];
    }),
    ...items.filter((item) => valueOf(item) === undefined),
  ];
  // The tabs go where the first item was; the places of the others are emptied, the last first so
  // that the indexes of the earlier ones in the same list hold.
  for (const { siblings, index } of slots.slice(1).reverse()) siblings.splice(index, 1);
  if (slots.length > 0) slots[0].siblings.splice(slots[0].index, 1, ...tabs);
  else (node.children as Nodes[]).push(...tabs);
}

/**
 * Where a relative import of a page led in the Docusaurus layout devcenter's README moves from (docs/
 * to content/docs/, blog/ to content/blog/, src/pages/ to content/pages/): the path from the site's
 * root, and the folder the page was in. Null for another place, or a path leading out of the site.
 */
function docusaurusPlace(specifier: string, contentPath: string): { path: string; folder: string } | null {
  // @site/ is the Docusaurus site's folder, where content/ is here (Ory's @site/code-examples/…).
  const aliased = SITE_ALIAS.exec(specifier)?.[1];
  if (aliased !== undefined) {
    const normalized = path.posix.normalize(aliased);
    return normalized.startsWith('../') || normalized === '..' || normalized.startsWith('/') ? null : { path: normalized, folder: "the site's folder (@site/ there)" };
  }
  if (!/^\.\.?\//.test(specifier)) return null;
  const [top] = contentPath.split('/');
  const folder = top === 'docs' || top === 'blog' ? `${top}/` : top === 'pages' ? 'src/pages/' : null;
  if (folder === null) return null;
  const was = folder + contentPath.slice(top!.length + 1);
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(was), specifier));
  return joined.startsWith('../') || joined === '..' ? null : { path: joined, folder: `${folder}, where this page was` };
}

/** The package or alias a bare import names (`@daggerTypes` of `@daggerTypes/_x.mdx`, `pkg` of `pkg/a.md`); null for a path. */
function bareModuleName(specifier: string): string | null {
  if (/^(?:\.{1,2}\/|\/|@site\/)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') && parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0] ?? null;
}

/**
 * For an import of Markdown through a package or an alias, the one file of content/ with its name,
 * as this page would import it (Dagger's `@daggerTypes/_x.mdx` is content/docs/partials/types/_x.mdx).
 */
function aliasedFileImport(specifier: string, from: string, files: ImportableFiles): string | undefined {
  if (!/\.mdx?$/.test(specifier) || bareModuleName(specifier) === null) return undefined;
  const name = path.posix.basename(specifier);
  const found = [...files.keys()].filter((file) => path.posix.basename(file) === name);
  if (found.length !== 1) return undefined;
  const relative = path.posix.relative(path.posix.dirname(from), found[0]);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The one file beside `sitePath` named as it is plus an extension (`run` → run.sh); null for none, or several. */
function fileWithExtension(source: SourceFile, sitePath: string): string | null {
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  const name = path.posix.basename(sitePath);
  try {
    const found = readdirSync(path.join(root, path.posix.dirname(sitePath)), { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.startsWith(`${name}.`) && !entry.name.slice(name.length + 1).includes('.'));
    return found.length === 1 ? `${path.posix.dirname(sitePath)}/${found[0].name}` : null;
  } catch {
    return null;
  }
}

/** Whether `sitePath` (from the site's root, as shown) is a regular file of the site the page `source` belongs to; read for a message only. */
function isFileOfSite(source: SourceFile, sitePath: string): boolean {
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  try {
    return lstatSync(path.join(root, sitePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * `import { useCurrentSidebarCategory } from '@docusaurus/theme-common'` (or from
 * '@docusaurus/plugin-content-docs/client', where Docusaurus 3 keeps it), the snippet Docusaurus 2's
 * docs gave for a category's index page and docusaurus-openapi-docs writes on each tag page
 * (`<DocCardList items={useCurrentSidebarCategory().items}/>`: the cards of the page's category, what
 * <DocCardList /> draws here). Tolgee's 32 API tag pages were "content cannot import code".
 */
function isSidebarCategoryHookImport(declaration: ImportDeclaration): boolean {
  const module = String(declaration.source.value);
  if (module !== '@docusaurus/theme-common' && module !== '@docusaurus/plugin-content-docs/client') return false;
  return declaration.specifiers.length > 0 && declaration.specifiers.every((s) => s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'useCurrentSidebarCategory');
}
