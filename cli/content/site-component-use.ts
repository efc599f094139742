// How content uses the site's own components (registered in site.config.ts): the imports Docusaurus
// pages write for them are read, never run, and accepted when they name a registered component; the
// elements take literal props only, read here from their estree.
import type { Expression, ImportDeclaration, Program } from 'estree';
import type { Root } from 'mdast';
import type { Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteComponents } from '../config/site-components.ts';
import { aliasedSiteFile, COMPONENT_EXTENSIONS } from '../config/site-components.ts';
import { CONTENT_COMPONENTS } from '../../runtime/shared/components.ts';
import { isAllowedSitePropName, isScriptUrl, literalProp, type LiteralProp } from '../../runtime/shared/site-component-props.ts';
import { isReservedName } from '../../runtime/shared/reserved-names.ts';
import { isMemberName } from '../../runtime/shared/component-members.ts';
import type { IncludedPlace } from './included-place.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { walk } from './walk.ts';
import { IMPORTED_PICTURE } from './svg-imports.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Where an import specifier points, in the terms of a registration: "./file/from/root" or a package name. */
function importTarget(specifier: string, source: SourceFile): string | null {
  if (specifier.startsWith('@site/')) return `./${path.posix.normalize(specifier.slice('@site/'.length))}`;
  // A path from the root is the site's file, as Docusaurus's webpack resolves it (resolve.roots).
  if (/^\/(?!\/)/.test(specifier)) return `./${path.posix.normalize(specifier.slice(1))}`;
  if (/^\.\.?\//.test(specifier)) {
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), specifier));
    return joined.startsWith('../') ? null : `./${joined}`;
  }
  return specifier;
}

/**
 * A relative import written for Docusaurus's layout, read from a page moved into content/: `../src/x`
 * from docs/ leads to ./content/src/x now, one folder short of the site's ./src/x. When only the
 * latter is a file, it is the one to register (the hint names a file that is there).
 */
function movedDocusaurusTarget(target: string, source: SourceFile): string {
  if (!target.startsWith('./content/')) return target;
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  // Looked for through no symbolic link, as siteThemeFile looks: one leading outside the site had the
  // hint tell whether a file of that name was there.
  const isFile = (relative: string) => ['', ...COMPONENT_EXTENSIONS, ...COMPONENT_EXTENSIONS.map((e) => `/index${e}`)].some((suffix) => isRealFileUnder(root, relative + suffix));
  const outside = `./${target.slice('./content/'.length)}`;
  return !isFile(target) && isFile(outside) ? outside : target;
}

/** Whether `relative` ("./src/components/X.tsx") is a regular file under `root` reached through real folders only. */
function isRealFileUnder(root: string, relative: string): boolean {
  const parts = relative.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..')) return false;
  let at = root;
  try {
    for (const [i, part] of parts.entries()) {
      at = path.join(at, part);
      const stats = lstatSync(at, { throwIfNoEntry: false });
      if (!(i === parts.length - 1 ? stats?.isFile() : stats?.isDirectory())) return false;
    }
  } catch {
    // Not readable (no permission): no hint.
    return false;
  }
  return parts.length > 0;
}

/**
 * The site's file src/theme/<name> (with its extension, or its folder's index file), "./src/theme/…",
 * when there is one. Looked for through no symbolic link (src/, src/theme/, the folder or the file):
 * one leading outside the site had the hint tell whether a file of that name was there.
 */
function siteThemeFile(name: string, source: SourceFile): string | undefined {
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  const candidates = [...COMPONENT_EXTENSIONS.map((e) => `src/theme/${name}${e}`), ...COMPONENT_EXTENSIONS.map((e) => `src/theme/${name}/index${e}`)];
  const found = candidates.find((file) => isRealFileUnder(root, file));
  return found && `./${found}`;
}

/** Past this size the site's src/theme/MDXComponents is not read for a hint (real ones: 1–3 KB). */
const MAX_MDX_COMPONENTS_BYTES = 256 * 1024;

/** Where an import line of the site's MDXComponents file starts: its clause follows. */
const IMPORT_HEAD = /^[ \t]*import\s+(?!type\b)/gm;
/** A character an import's clause is written with (names, braces, commas, spaces). */
const CLAUSE_CHAR = /[\w$\s{},]/;
const SPACE = /\s/;
/** The module after a clause: a quoted name on its line. */
const IMPORT_MODULE = /['"]([^'"\n]+)['"]/y;

/**
 * The import lines of the site's MDXComponents file: each one's clause and module, and where it is
 * (read as text, never run). Scanned once from start to end: a clause is the run of clause
 * characters after `import`, which ends at the module's quote; a run with no `from 'module'` at its
 * end is passed over whole, as every `import` inside it ends at the same place. (A regular expression
 * with a lazy clause tried each `import` to the end of such a run and backtracked over its spaces:
 * 60 KB of one line of spaces took 8 s of every build.)
 */
function mdxComponentsImports(code: string): { clause: string; from: string; start: number; end: number }[] {
  const found: { clause: string; from: string; start: number; end: number }[] = [];
  const head = new RegExp(IMPORT_HEAD.source, IMPORT_HEAD.flags);
  for (let m = head.exec(code); m !== null; m = head.exec(code)) {
    let end = head.lastIndex;
    while (end < code.length && CLAUSE_CHAR.test(code[end])) end++;
    // The run ends with `\s+from\s+`, read backwards from its end.
    let at = end;
    while (at > head.lastIndex && SPACE.test(code[at - 1])) at--;
    const endsWithFrom = at < end && at - 4 > head.lastIndex && code.slice(at - 4, at) === 'from' && SPACE.test(code[at - 5]);
    IMPORT_MODULE.lastIndex = end;
    const module = endsWithFrom ? IMPORT_MODULE.exec(code) : null;
    const clause = endsWithFrom ? code.slice(head.lastIndex, at - 5) : '';
    if (module && clause !== '') {
      found.push({ clause, from: module[1], start: m.index, end: IMPORT_MODULE.lastIndex });
      head.lastIndex = IMPORT_MODULE.lastIndex;
    } else head.lastIndex = Math.max(end, head.lastIndex + 1);
  }
  return found;
}

/** The site's src/theme/MDXComponents file (through no symbolic link) and its text, when there is one of a sane size. */
function readMdxComponents(root: string): { file: string; code: string } | undefined {
  const file = [...COMPONENT_EXTENSIONS.map((e) => `src/theme/MDXComponents${e}`), ...COMPONENT_EXTENSIONS.map((e) => `src/theme/MDXComponents/index${e}`)].find((candidate) => isRealFileUnder(root, candidate));
  if (!file) return undefined;
  try {
    if (lstatSync(path.join(root, file)).size > MAX_MDX_COMPONENTS_BYTES) return undefined;
    return { file, code: readFileSync(path.join(root, file), 'utf8') };
  } catch {
    return undefined;
  }
}

/**
 * The theme's components (and Markdown partials) the site's src/theme/MDXComponents gives every page, by the name pages use
 * (Dagger's `import CodeBlock from '@theme/CodeBlock'`, mapped as `CodeBlock,`): the theme module each
 * is imported from. Docusaurus pages then write <CodeBlock> with no import, and devcenter's own
 * component of that module stands for it as it does for an imported one. Read as text, never run:
 * a default import of an `@theme/` module whose name the file's mapping writes again (`Name,`,
 * `Name:` or `: Name`).
 */
export function mdxComponentsThemeModules(root: string): Record<string, string> {
  const read = readMdxComponents(root);
  const modules: Record<string, string> = {};
  if (!read) return modules;
  const imports = mdxComponentsImports(read.code);
  let rest = '';
  let after = 0;
  for (const { start, end } of imports) {
    rest += read.code.slice(after, start);
    after = end;
  }
  rest += read.code.slice(after);
  // The names the mapping writes (`{ Name,`, `Name:`, `: Name`), found in one pass over the rest of
  // the file: a search of it for each import took seconds for a file of thousands of imports.
  const mapped = new Set<string>();
  for (const [, listed, value] of rest.matchAll(/[{,]\s*([\w$]+)(?=\s*[,}:])|:\s*(\w+)\b/g)) mapped.add(listed ?? value);
  for (const { clause, from } of imports) {
    const name = clause.trim();
    // A Markdown file of the site is a partial every page may write (Cypress maps 30 of
    // docs/partials/ so: <HeaderYields /> on 92 pages), included as an imported one is; named by
    // @site/ (a relative import is from the MDXComponents file's folder).
    const module = /\.mdx?$/.test(from) ? siteMarkdownModule(from, read.file) : /^@theme\//.test(from) ? from : undefined;
    if (module === undefined || !/^[A-Z][\w$]*$/.test(name)) continue;
    if (mapped.has(name)) modules[name] = module;
  }
  return modules;
}

/** A Markdown module the MDXComponents file imports, as `@site/…`; undefined for a package's or one outside the site. */
function siteMarkdownModule(from: string, file: string): string | undefined {
  if (from.startsWith('@site/')) return from;
  if (!/^\.\.?\//.test(from)) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), from));
  return joined.startsWith('../') ? undefined : `@site/${joined}`;
}

/**
 * The site's src/theme/MDXComponents file and where it imports the component `name` from, as a
 * registration target ("./src/components/phoneMock.tsx", or a package such as "react-lite-youtube-embed"), when it
 * does. Docusaurus gives every page the components that file maps, so pages use them without an
 * import (webdriverio's <LiteYouTubeEmbed>, <PhoneMock>), and the hint's guess of
 * ./src/components/<Name>.tsx named a file that was not there. Its import lines are read as text,
 * never run; an import under another name (`{ A as B }`) is passed over, as a registration takes the
 * export of its own name.
 */
export function mdxComponentsTarget(name: string, source: SourceFile): { file: string; target: string } | undefined {
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  const read = readMdxComponents(root);
  if (!read) return undefined;
  const { file, code } = read;
  for (const { clause, from } of mdxComponentsImports(code)) {
    const locals = clause.replace(/[{}]/g, ',').split(',').map((part) => part.trim());
    if (!locals.includes(name)) continue;
    if (from.startsWith('@site/')) return { file, target: `./${path.posix.normalize(from.slice('@site/'.length))}` };
    // `@theme/X` is the site's own src/theme/X when it has one (QuestDB maps <Screenshot> from
    // '@theme/Screenshot' so): that file is the one to register, as an import of it is told.
    const ownTheme = /^@theme\/([\w-]+)$/.exec(from);
    const themeFile = ownTheme ? siteThemeFile(ownTheme[1], source) : undefined;
    if (themeFile) return { file, target: themeFile };
    // Docusaurus's own modules cannot be registered: the generic hint stands.
    if (/^@(?:theme|theme-original|docusaurus)\//.test(from)) return undefined;
    if (!/^\.\.?\//.test(from)) return { file, target: from };
    const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), from));
    return joined.startsWith('../') ? undefined : { file, target: `./${joined}` };
  }
  return undefined;
}

/**
 * The component the site's src/theme/MDXComponents maps Markdown links to (QuestDB's `a: LocalLink`,
 * which sends /blog/ and /glossary/ to its main site), with the file that maps it; undefined when it
 * maps none. Docusaurus's broken-link check never sees the links such a component draws as plain
 * anchors, so a site building cleanly there has links devcenter finds broken: their hint says why.
 */
export function mdxComponentsLinkComponent(root: string): { file: string; component: string } | undefined {
  const read = readMdxComponents(root);
  const component = read && /(?:^|[{,\s])a\s*:\s*([A-Za-z_$][\w$]*)/m.exec(read.code)?.[1];
  return read && component ? { file: read.file, component } : undefined;
}

/** The registered names an import target stands for: the file itself, without extension, or its folder (index file). */
function registeredAt(target: string, components: SiteComponents): string[] {
  const withoutExtension = (file: string) => COMPONENT_EXTENSIONS.reduce((f, e) => (f.endsWith(e) ? f.slice(0, -e.length) : f), file);
  return Object.entries(components)
    .filter(([, where]) => {
      if (!where.startsWith('./')) return where === target;
      const bare = withoutExtension(where);
      return where === target || bare === target || (bare.endsWith('/index') && bare.slice(0, -'/index'.length) === target);
    })
    .map(([name]) => name);
}

/**
 * The names an import binds to registered components (local name -> registered name), or null when
 * it is not an import of registered components. A default import takes the one component registered
 * at that file (or the one of its own name); a named import, the component registered by that name.
 */
export function siteComponentImport(declaration: ImportDeclaration, source: SourceFile, components: SiteComponents): Map<string, string> | null {
  const target = importTarget(String(declaration.source.value), source);
  const at = target ? registeredAt(target, components) : [];
  // Otherwise by name: a page importing `LiteYouTubeEmbed` from its package, where the site registered
  // a file of its own under that name (one that adds the package's styles, say). Content picks no
  // code either way: the names are the site's registrations, which need no import at all.
  const names = at.length > 0 ? at : Object.keys(components);
  if (declaration.specifiers.length === 0) return null;
  const bound = new Map<string, string>();
  for (const specifier of declaration.specifiers) {
    const local = specifier.local.name;
    const name =
      specifier.type === 'ImportDefaultSpecifier'
        ? at.length === 1
          ? at[0]
          : names.find((n) => n === local)
        : specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
          ? names.find((n) => n === (specifier.imported as { name: string }).name)
          : undefined;
    if (!name) return null;
    bound.set(local, name);
  }
  return bound;
}

/** How to register what an import of the site's code names, for the hint of its error. */
export function registrationHint(declaration: ImportDeclaration, source: SourceFile, components: SiteComponents = {}): string | null {
  const specifier = String(declaration.source.value);
  // webpack loaders (`!!raw-loader!./file`) are code that runs at build time: none runs here.
  if (specifier.includes('!')) return 'a webpack loader does not run here: paste the file\'s text into a fenced code block (```lang title="file.js"), or link to the file beside the page.';
  if (/\.(?:css|scss|sass|less)$/.test(specifier)) return 'styles belong to a site component: import them from the component\'s own file, registered in site.config.ts (components).';
  // The name the hint is about: the first the site has not registered. `import { Cards, Card }` with
  // Cards registered is refused for Card, and a hint naming Cards sent the reader to register it again
  // (a helper's find on Uniswap's docs).
  const named = declaration.specifiers.filter((s) => s.type !== 'ImportNamespaceSpecifier');
  const registeredName = (s: (typeof named)[number]) => (s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' ? s.imported.name : s.local.name);
  const about = named.find((s) => !Object.hasOwn(components, registeredName(s))) ?? named[0];
  const local = about?.local.name;
  // `@theme/X` is the site's own src/theme/X when it has one (Litho's VersionedCodeBlock): that file is the one to register.
  const ownTheme = /^@theme\/([\w-]+)$/.exec(specifier) && local && /^[A-Z]/.test(local) ? siteThemeFile(specifier.slice('@theme/'.length), source) : undefined;
  if (ownTheme) {
    return `${specifier} is the site's own theme component, ${ownTheme.slice(2)}: devcenter takes none from src/theme/ by itself; register it in site.config.ts (components: { ${local}: '${ownTheme}' }), and this import is then accepted.`;
  }
  // Docusaurus's own modules cannot be registered: the site writes its own component instead.
  if (/^@(?:theme|docusaurus)\//.test(specifier) && local && /^[A-Z]/.test(local)) {
    const file = `./src/components/${local}.tsx`;
    // `@theme/` is also where a theme package's components are (Bluesky's @theme/ParamsDetails, of
    // docusaurus-theme-openapi-docs): not all Docusaurus's own.
    const owner = specifier.startsWith('@theme/') ? "the site's Docusaurus theme (Docusaurus's own or a theme package's, such as docusaurus-theme-openapi-docs)" : 'Docusaurus';
    return `${specifier} is a component of ${owner} that devcenter does not provide: write your own in ${file}, register it in site.config.ts (components: { ${local}: '${file}' }) and import it from '@site/src/components/${local}' instead.`;
  }
  const written = importTarget(specifier, source);
  if (!written || !local || !/^[A-Z]/.test(local)) return null;
  // A bare name no package of the site has, naming a file of its own through a webpack alias of the
  // Docusaurus config (Ionic's '@components/global/DocsCard', 154 imports): registered by its name,
  // the package was not installed; the file is what to register.
  const root = source.absPath.slice(0, source.absPath.length - source.file.length);
  const aliased = /^[.]/.test(written) ? null : aliasedSiteFile(root, written);
  const aliasNote = aliased ? `"${specifier}" is a webpack alias of the Docusaurus site, it seems, for ${aliased}, and devcenter reads no alias: ` : '';
  const target = aliased ?? movedDocusaurusTarget(written, source);
  // A name devcenter's own components have cannot be registered: the site's goes under another name,
  // and this import (found by its file) then makes <Card> on this page the site's.
  if (Object.hasOwn(CONTENT_COMPONENTS, local)) {
    // A registration takes a file's default export or the export of its own name, so a named export
    // (`import { Card } from …`) under another name needs a file that re-exports it as the default.
    if (about.type === 'ImportSpecifier') {
      const wrapper = `./src/components/Site${local}.tsx`;
      const from = path.posix.relative(path.posix.dirname(wrapper), target);
      return `<${local}> is also one of devcenter's own components: make the site's the default export of a file of its own (${wrapper}: export { ${registeredName(about)} as default } from '${from.startsWith('.') ? from : `./${from}`}'), register it under another name, components: { Site${local}: '${wrapper}' }, and write <Site${local}> for it (a registered component needs no import).`;
    }
    return `${aliasNote}<${local}> is also one of devcenter's own components: register the site's under another name, components: { Site${local}: '${target}' } — this import then makes <${local}> on this page the site's.`;
  }
  return `${aliasNote}to use the site's own component <${local}>, register it in site.config.ts: components: { ${local}: '${target}' } — then this import is accepted.`;
}

/** A JSX attribute's value as a literal prop: text, true for a bare attribute, or a literal expression. */
export function literalAttributeValue(attribute: MdxJsxAttribute): LiteralProp | undefined {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const statement = (value.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? literalProp(evaluateLiteral(statement.expression)) : undefined;
}

/** Not a literal: evaluation stops. */
const NOT_LITERAL = Symbol('not literal');

/** The value of an expression made only of literals (no names, calls or operators but a sign and `+`), never run. */
function evaluateLiteral(expression: Expression): unknown {
  switch (expression.type) {
    case 'Literal':
      return 'regex' in expression || 'bigint' in expression ? NOT_LITERAL : expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? expression.quasis.map((q) => q.value.cooked ?? '').join('') : NOT_LITERAL;
    case 'UnaryExpression': {
      const operand = expression.operator === '-' || expression.operator === '+' ? evaluateLiteral(expression.argument) : NOT_LITERAL;
      return typeof operand === 'number' ? (expression.operator === '-' ? -operand : operand) : NOT_LITERAL;
    }
    // Literals joined by `+` (Arbitrum's `style={{ minWidth: 180 + 'px' }}`): folded as JavaScript
    // adds or joins them; no name is read, so nothing is run. The result is checked as any literal is.
    case 'BinaryExpression': {
      if (expression.operator !== '+' || expression.left.type === 'PrivateIdentifier') return NOT_LITERAL;
      const left = evaluateLiteral(expression.left);
      const right = evaluateLiteral(expression.right);
      const isTerm = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
      if (!isTerm(left) || !isTerm(right)) return NOT_LITERAL;
      return typeof left === 'number' && typeof right === 'number' ? left + right : `${left}${right}`;
    }
    case 'ArrayExpression': {
      const items = expression.elements.map((element) => (element && element.type !== 'SpreadElement' ? evaluateLiteral(element) : NOT_LITERAL));
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
        const value = evaluateLiteral(property.value as Expression);
        if (key === null || value === NOT_LITERAL) return NOT_LITERAL;
        // Defined, not assigned: a key "__proto__" (front matter's, or written) is a key like any other.
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}

export interface SitePropProblem {
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute;
  message: string;
  hint: string;
}

/** The literal props of a site component element, and what is wrong with the others. */
export function siteComponentProps(node: JsxElement): { props: Record<string, LiteralProp>; problems: SitePropProblem[] } {
  const props: Record<string, LiteralProp> = {};
  const problems: SitePropProblem[] = [];
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      problems.push({ attribute, message: `Spread attributes are not allowed in content: {${attribute.value}}.`, hint: 'write each prop as name="…" or name={literal}.' });
      continue;
    }
    const name = attribute.name === 'class' ? 'className' : attribute.name;
    if (!isAllowedSitePropName(name)) {
      problems.push({ attribute, message: `Prop ${attribute.name} of <${node.name}> is not allowed in content: it could run code or replace what the component renders.`, hint: 'event handlers and React\'s own props (key, ref, children, dangerouslySetInnerHTML) belong to the component\'s code.' });
      continue;
    }
    const value = literalAttributeValue(attribute);
    if (typeof attribute.value === 'string' && isScriptUrl(attribute.value))
      problems.push({ attribute, message: `Prop ${attribute.name} of <${node.name}> is a javascript:, vbscript: or data: address, which could run code.`, hint: 'use a path of this site or an https: address.' });
    // As on an HTML element (mdx-nodes.ts): a component that passes `name` on to a <form> or <img>
    // would make it window.aa, the search-insights queue. A reserved id is reported with the page's ids.
    else if (name === 'name' && typeof value === 'string' && isReservedName(value))
      problems.push({ attribute, message: `The name "${value}" of <${node.name}> is reserved by the site's runtime.`, hint: 'choose another name; the runtime finds its own elements and globals by this name.' });
    else if (value === undefined && importedPicture(attribute))
      problems.push({
        attribute,
        message: `Prop ${attribute.name} of <${node.name}> is the SVG imported as ${importedPicture(attribute)!.name}, which Docusaurus gives the component as a React component: a site component takes no component as a prop, only literals.`,
        hint: `pass the picture's address as text, ${attribute.name}="${importedPicture(attribute)!.src}", and draw it in the component's code (<img src={props.${attribute.name}} alt="" />).`,
      });
    else if (value === undefined)
      problems.push({
        attribute,
        message: `Prop ${attribute.name} of <${node.name}> is not a literal: a site component takes text, numbers, true/false, null, and arrays and objects of them.`,
        hint: 'write the value itself, e.g. title="…", count={3} or items={["a", "b"]}; anything computed belongs to the component\'s code.',
      });
    else props[name] = value;
  }
  return { props, problems };
}

/** The SVG an attribute written `{Logo}` names, when the page imports it (svg-imports.ts markPictureProp). */
function importedPicture(attribute: MdxJsxAttribute): { name: string; src: string } | undefined {
  const value = attribute.value;
  if (value === null || typeof value !== 'object') return undefined;
  const marked = (value.data as Record<string, unknown> | undefined)?.[IMPORTED_PICTURE];
  return typeof marked === 'object' && marked !== null ? (marked as { name: string; src: string }) : undefined;
}

/** What a site component element carries from parse to render: its props, read once. */
export interface SiteComponentData {
  siteProps: Record<string, LiteralProp>;
}

/**
 * The registered component an element name stands for: itself (`BackendTabs`), or the component
 * whose member it names (`BackendTabs.TabItem`, each member a name no object has by itself,
 * component-members.ts); undefined otherwise. Whether the component has that member is known only
 * once its module is loaded (check/component-members.ts).
 */
export function registeredComponentOf(name: string | null | undefined, components: SiteComponents): string | undefined {
  if (!name) return undefined;
  const [root, ...members] = name.split('.');
  return Object.hasOwn(components, root) && members.every(isMemberName) ? root : undefined;
}

/** An element of the page naming a member of a registered component, where it is written (the page or a partial). */
export interface ComponentMemberUse {
  /** As written: "BackendTabs.TabItem". */
  name: string;
  file: string;
  line: number;
  column: number;
  length: number;
  lineText?: string;
}

/** Every `<X.Member>` of a registered X in the page, partials included, for the check that knows X's members. */
export function collectMemberUses(tree: Root, source: SourceFile, components: SiteComponents): ComponentMemberUse[] {
  const uses: ComponentMemberUse[] = [];
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name?.includes('.') || !registeredComponentOf(node.name, components)) return;
    const included = (node.data as { includedFrom?: IncludedPlace } | undefined)?.includedFrom;
    const start = node.position?.start;
    // The caret marks `<Name`, as for an unknown component.
    if (included) uses.push({ name: node.name, file: included.file, line: included.line, column: included.column, length: node.name.length + 1, lineText: included.lineText });
    else if (start) uses.push({ name: node.name, file: source.file, line: start.line, column: start.column, length: node.name.length + 1, lineText: lineAt(source.text, start.line) });
  });
  return uses;
}

/** Marks each element of a registered component (or of its member) with its literal props (to-hast passes them on as they are). */
export function markSiteComponents(tree: Root, components: SiteComponents = {}): void {
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !registeredComponentOf(node.name, components)) return;
    node.data = { ...node.data, siteProps: siteComponentProps(node).props } as unknown as JsxElement['data'];
  });
}

/** `import 'some-package/dist/styles.css'`: a package's stylesheet, which a page cannot add by itself. */
export function isPackageStylesheetImport(declaration: ImportDeclaration): boolean {
  const specifier = String(declaration.source.value);
  // The site's own stylesheets too (`@site/static/css/timeline.css`): a stylesheet is not code, and is left out alike.
  return declaration.specifiers.length === 0 && /\.css$/.test(specifier);
}
