// Refuses what MDX could run or what we cannot render: imports, expressions, unknown components,
// props outside the allow-list of runtime/shared/content-props.ts, unsafe URLs, reserved ids and names.
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import type { Expression, Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walk } from './walk.ts';
import type { SiteComponents } from '../config/site-components.ts';
import { literalAttributeValue, mdxComponentsTarget, registeredComponentOf, siteComponentProps } from './site-component-use.ts';
import { isRefusedMemberName } from '../../runtime/shared/component-members.ts';
import { printable } from './url-check.ts';
import { isHtmlAttribute, jsxAttribute, reactPropName } from './jsx-attributes.ts';
import { CONTENT_COMPONENTS, CONTENT_HTML_ELEMENTS, type ComponentSpec } from '../../runtime/shared/components.ts';

/** HTML a page would need code for (Docusaurus's starter has <button onClick={…}>): a site component's job. */
const INTERACTIVE_ELEMENTS = new Set(['button', 'input', 'select', 'textarea', 'form', 'option', 'label', 'fieldset', 'dialog', 'canvas']);
import { allowedContentProps, FORBIDDEN_PROPS, IFRAME_FEATURES, IFRAME_FORCED_PROPS, iframeAllow, isAllowedContentProp, isStrictReferrerPolicy, requiredProps } from '../../runtime/shared/content-props.ts';
import { isReservedName } from '../../runtime/shared/reserved-names.ts';
import { isSafeUrlProp, URL_PROPS } from '../../runtime/shared/url-policy.ts';
import { closest } from '../closest.ts';
import { closestElementName } from './element-suggestion.ts';
import { THEME_IMPORTS } from './theme-imports.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { NUMBER_EXPRESSION } from './literal-expressions.ts';
import { pageLiteralExports } from './page-literal-exports.ts';
import { MATH_HINT, MATH_MESSAGE, mathStartAt } from './math.ts';
import { indentedCodeHint } from './indented-code.ts';
import { isRawHtml } from './raw-html.ts';

/** How to fix it: a hint in words, or the likely intended name. */
type Help = string | { suggestion: string };

type Report = (node: Positioned, message: string, help?: Help, severity?: Diagnostic['severity']) => void;

type Positioned = { position?: { start: { line: number; column: number }; end: { line: number; column: number } } };

/** For an element spanning lines, the caret marks its opening `<Name`. */
function nameLength(node: Positioned): number {
  const name = (node as { name?: string | null }).name;
  return name ? name.length + 1 : 1;
}

export function checkMdxNodes(tree: Root, source: SourceFile, siteComponents: SiteComponents = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (node, message, help, severity = 'error') => {
    const start = node.position?.start;
    const end = node.position?.end;
    diagnostics.push({
      severity,
      code: 'mdx',
      message,
      file: source.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(source.text, start.line) : undefined,
      length: start && end && end.line === start.line ? end.column - start.column : nameLength(node),
      ...(typeof help === 'object' ? help : { hint: help }),
    });
  };

  // A component the page defines itself (`export const Bullet = () => …`, as generated API pages
  // do) is one problem, its export: each <Bullet /> is not an unknown component besides (Saleor's
  // GraphQL reference defines three so on 1,881 pages and uses them ~9,700 times).
  const exported = pageExportedComponents(tree);
  const uses = new Map<string, number>();
  const reportedMath = new Set<number>();
  walk<Nodes>(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split('.')[0];
      if (exported.has(root) && !registeredComponentOf(node.name, siteComponents) && !Object.hasOwn(CONTENT_COMPONENTS, node.name)) uses.set(root, (uses.get(root) ?? 0) + 1);
    }
  });
  walk<Nodes>(tree, (node, index, parent) => {
    switch (node.type) {
      case 'mdxjsEsm': {
        // An export defines something in the page (a component, a value): code, which belongs in a file of the site.
        // Said at the statement that is code, in a block whose other statements were read (imports, constants).
        const code = firstCodeStatement(node);
        const value = code?.text ?? node.value;
        const name = /^\s*export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/.exec(value)?.[1];
        const used = name === undefined ? 0 : (uses.get(name) ?? 0);
        const usedNote = used > 0 ? ` This page writes <${name}> ${used === 1 ? 'once' : `${used} times`}: not reported again as an unknown component.` : '';
        report(code ?? node, 'import and export are not allowed in content.', `${exportHint(name)}${usedNote}`);
        return;
      }
      case 'text': {
        const written = (node.data as Record<string, unknown> | undefined)?.[NUMBER_EXPRESSION];
        if (typeof written === 'string')
          report(node, `{${shortened(written)}} is JavaScript to MDX, the number ${node.value}: it shows as "${node.value}", without its braces, as in Docusaurus.`, `write \\{${shortened(written)}} to show the braces, or put the text in \`code\`.`, 'warning');
        return;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const start = node.position?.start;
        const math = start ? mathStartAt(source.text, start.line, start.column) : undefined;
        if (math !== undefined) {
          // One formula, one error: `\frac{a}{b}` is not two problems.
          if (!reportedMath.has(math)) report(node, MATH_MESSAGE, MATH_HINT);
          reportedMath.add(math);
          return;
        }
        report(node, `JavaScript expressions are not allowed in content: {${shortened(node.value)}}.`, indentedAt(node, source) ?? (isCode(node) ? CODE_EXPRESSION_HINT : LITERAL_BRACE_HINT));
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // `<X.constructor>`: a name every object has, whatever X is (component-members.ts).
        if (node.name && checkMemberNames(node, report) === 'refused') return;
        dropLiteralKey(node);
        if (registeredComponentOf(node.name, siteComponents)) checkSiteComponent(node, report);
        else if (node.name && uses.has(node.name.split('.')[0]) && !Object.hasOwn(CONTENT_COMPONENTS, node.name)) {
          // Said at the page's export of it; what its props mean is that code's to say.
          node.attributes = [];
          return;
        }
        // An empty custom element draws nothing, as in Docusaurus: it is taken out of the page.
        else if (emptyCustomElement(node) && parent) {
          report(node, `<${node.name}> is a custom element, which draws nothing until a script defines it, and content runs none: it is left out of the page, where Docusaurus draws it empty.`, 'remove it; a marker for a script or a style of the Docusaurus site does nothing here.', 'warning');
          parent.children.splice(index ?? 0, 1);
          return index ?? 0;
        }
        // A refused HTML element is one problem: what it holds (an SVG's <g> and <path>) is not looked at.
        else if (checkElement(node, report, source) === 'refused') return (index ?? 0) + 1;
    }
  });
  return diagnostics;
}

/**
 * A member name no component has as its own: one every JavaScript object or function has
 * (`constructor`, `__proto__`, `toString`, `prototype`…) or React reads itself. Refused by name, so
 * no lookup of it ever reaches an object's prototype, and its props are not read either.
 */
function checkMemberNames(node: MdxJsxFlowElement | MdxJsxTextElement, report: Report): 'refused' | void {
  const [root, ...members] = node.name!.split('.');
  const refused = members.find(isRefusedMemberName);
  if (refused === undefined) return;
  report(
    node,
    `<${node.name}> names "${refused}", which every JavaScript object or function has: it is not a member of <${root}>.`,
    `a member is a component <${root}>'s file sets on it (${root}.Item = …); write that name, e.g. <${root}.Item>.`,
  );
  node.attributes = [];
  return 'refused';
}

/** The capitalised names the page's own exports define (`export const Badge = …`, `export function Tip`). */
function pageExportedComponents(tree: Root): Set<string> {
  const names = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const name of exportedNames(node.value)) names.add(name);
  });
  return names;
}

const STATEMENT_END = /[\n;]/g;
const EXPORT_AT = /export\s+(?:const|let|var|function|class)\s+([A-Z][\w$]*)/y;

/**
 * The names `export const|let|var|function|class Name` defines where a statement may start (the
 * text's start, or after a line end or ";", spaces between). Tried once where each such run of
 * spaces ends: as one expression, (?:^|[\n;])\s*export, each line end of a run read the rest of it,
 * and an export over 50,000 lines of a no-break space (100 KB) took 11 s to check.
 */
function exportedNames(code: string): string[] {
  const names: string[] = [];
  for (let start = 0; ; ) {
    let word = start;
    while (word < code.length && /\s/.test(code[word])) word++;
    EXPORT_AT.lastIndex = word;
    const match = EXPORT_AT.exec(code);
    if (match) names.push(match[1]);
    // A line end inside the spaces just read starts a statement at the same word: the next is past them.
    STATEMENT_END.lastIndex = word;
    if (!STATEMENT_END.test(code)) return names;
    start = STATEMENT_END.lastIndex;
  }
}

/** What to do with an export: a component (a capitalised name) is registered; a value is written out. */
/**
 * The first statement of an import or export block that is code: neither an import nor a constant
 * written whole (page-literal-exports.ts), which the page reads. Its text and place; null when the
 * block has no statement after its first that is one (the block is then said at its start).
 */
function firstCodeStatement(node: MdxjsEsm): (Positioned & { text: string }) | null {
  const program = node.data?.estree as Program | undefined;
  const start = node.position?.start;
  if (!program || !start || start.offset === undefined) return null;
  const statements = program.body;
  const code = statements.find((statement) => statement.type !== 'ImportDeclaration' && pageLiteralExports({ ...program, body: [statement] }) === null);
  if (!code || code === statements[0]) return null;
  const { start: from, end: to } = code as unknown as { start: number; end: number };
  const before = node.value.slice(0, from - start.offset);
  const lines = before.split('\n');
  const line = start.line + lines.length - 1;
  const column = lines.length === 1 ? start.column + before.length : lines.at(-1)!.length + 1;
  const text = node.value.slice(from - start.offset, to - start.offset);
  return { text, position: { start: { line, column }, end: { line, column: column + (text.includes('\n') ? 0 : text.length) } } };
}

function exportHint(name: string | undefined): string {
  if (!name) return `registered components (${Object.keys(CONTENT_COMPONENTS).join(', ')}, and the site's own in site.config.ts) need no import.`;
  if (name === 'toc') return 'the table of contents is made from the page\'s headings: remove this export (<TOCInline toc={toc} /> needs none).';
  if (!/^[A-Z]/.test(name)) return `${name} is a value computed by code: write what it holds into the page itself (a table, a list, text), or put the code in a component of the site.`;
  return `${name} is code: put it in a file of its own (e.g. src/components/${name}.tsx), register it in site.config.ts (components: { ${name}: './src/components/${name}.tsx' }) and write <${name} /> here.`;
}

/** An expression as a message shows it: its first line, and at most 80 characters of it. */
function shortened(code: string): string {
  const firstLine = code.trim().split('\n')[0];
  return firstLine.length > 80 || firstLine.length < code.trim().length ? `${firstLine.slice(0, 80)}…` : firstLine;
}

/**
 * The hint for a node on a line CommonMark reads as indented code (Babel's `    <f:image />` under
 * "For example:"): code to its author, JSX or an expression to MDX 3, which has no indented code.
 */
function indentedAt(node: Nodes, source: SourceFile): string | undefined {
  const line = node.position?.start.line;
  return line === undefined ? undefined : indentedCodeHint(source.text, line);
}

/** Names HTML keeps for elements of SVG and MathML, though they are written as custom elements' are. */
const NOT_CUSTOM_ELEMENT_NAMES = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);

/**
 * A custom element with nothing in it (Ionic's `<intro-end />`, a marker its old site's script read):
 * React writes it as an element no script defines, which draws nothing. A name is a custom element's
 * as HTML defines it: a lower-case letter, then letters, digits, ".", "_" or "-", one "-" at least.
 */
function emptyCustomElement(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  if (!node.name || !isCustomElementName(node.name) || CONTENT_HTML_ELEMENTS.has(node.name) || Object.hasOwn(CONTENT_COMPONENTS, node.name)) return false;
  return node.children.every((child) => child.type === 'text' && child.value.trim() === '');
}

const isCustomElementName = (name: string): boolean => /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(name) && !NOT_CUSTOM_ELEMENT_NAMES.has(name);

/**
 * The hint for an element of a CommonMark page's raw HTML no HTML of content has: a placeholder in the
 * text (textlint's `--rule <rule-name>`), which Docusaurus draws as an element no browser knows, the
 * "<rule-name>" gone from the text; or a component (`<Tabs>`), which such a page cannot hold.
 */
function rawHtmlHint(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, near: string | undefined, source: SourceFile): string {
  const start = node.position?.start;
  // The name as the page writes it (the HTML parser lowers it), where the element's place finds it.
  const atPlace = start ? lineAt(source.text, start.line)?.slice(start.column, start.column + name.length) : undefined;
  const written = atPlace?.toLowerCase() === name ? atPlace : name;
  if (/^[A-Z]/.test(written))
    return `<${written}> is a component in MDX, but HTML (<${name}>) in a CommonMark page, as Docusaurus reads this one (markdown.format "md", or "detect" for a .md file): name the file .mdx under "detect", or write the content without it.`;
  return `in a CommonMark page "<${written}>" is an HTML tag, which Docusaurus draws as an element no browser knows, leaving "<${written}>" out of the text: write \\<${written}> or &lt;${written}> for the text, or put it in \`code\`${near ? `; or <${near}>, if that is the element you meant` : ''}.`;
}

/** Reports what is wrong with an element; 'refused' when it is HTML content may not write at all. */
function checkElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  report: Report,
  source: SourceFile,
): 'refused' | void {
  const name = node.name;
  if (name === null) {
    report(node, 'Fragments (<>…</>) are not allowed in content.', 'remove the <> and </> around the content.');
    return;
  }
  const component = CONTENT_COMPONENTS[name];
  if (!component && !CONTENT_HTML_ELEMENTS.has(name)) {
    // A lower-case name is HTML: one content may not write (script, form, svg…), or a misspelling.
    if (/^[a-z]/.test(name)) {
      if (INTERACTIVE_ELEMENTS.has(name)) {
        report(
          node,
          `<${name}> is HTML that runs or submits something, which content may not write.`,
          `draw it from a component of your site, which may hold code: register it in site.config.ts (components: { MyButton: './src/components/MyButton.tsx' }) and write <MyButton />.`,
        );
        return 'refused';
      }
      const near = closestElementName(name);
      report(
        node,
        `<${name}> is not an HTML element content may use.`,
        indentedAt(node, source) ?? (name === 'script'
          ? // Blog posts load a tweet's or a slide deck's embed so (Babel's 3, Electron's webtorrent post).
            "content runs no script: remove it. An embed's script (a tweet's platform.twitter.com/widgets.js, a slide deck's) dresses up the quote or link beside it, which shows as written; anything interactive belongs in a component of the site, registered in site.config.ts (components)."
          : isRawHtml(node)
          ? rawHtmlHint(node, name, near, source)
          : isCustomElementName(name)
          ? `<${name}> is a custom element, which a script of the site defines, and content runs none: write what it holds in a <div> or <span> (a className styles it), or draw it from a component of the site registered in site.config.ts (components).`
          : name === 'svg'
          ? 'inline SVG is not drawn: save it as a file under static/ and show it with ![description](/img/name.svg) or <img src="/img/name.svg" alt="…" />.'
          : name === 'math'
            ? // Docusaurus draws a page's MathML (Bluesky's blog writes O(log n) so); here MathML comes only
              // from LaTeX, typeset by the build, and "nothing that runs or submits" said it was code.
              'MathML is drawn here from LaTeX math only: write the formula as $…$ (or $$…$$ set apart), with markdown: { math: true } in site.config.ts (a Docusaurus config that imports remark-math turns it on too).'
            : near
            ? { suggestion: `<${near}>` }
            : 'content may use the HTML of a docs page (text, lists, tables, figures, media, details); nothing that runs or submits.'),
      );
      return 'refused';
    }
    const near = closestElementName(name);
    const dotted = name.includes('.');
    const root = name.split('.')[0];
    // A component the site's src/theme/MDXComponents gives every page is registered from where that
    // file imports it; for `<BackendTabs.TabItem>`, the component whose member it is.
    const mapped = mdxComponentsTarget(root, source);
    const registration = `components: { ${root}: '${mapped?.target ?? `./src/components/${root}.tsx`}' }`;
    const register = dotted
      ? memberHint(name, root, registration, mapped?.file)
      : mapped
        ? `the site's ${mapped.file} gives <${name}> to every page, and devcenter does not run it: register the component in site.config.ts: ${registration}.`
        : `a component of your site? Register it in site.config.ts: ${registration}.`;
    // A theme component Docusaurus pages import (<CodeBlock> from '@theme/CodeBlock') is devcenter's once
    // imported; the config refuses to register its name, which the hint below said to do (a helper's find).
    const theme = Object.keys(THEME_IMPORTS).find((module) => module === `@theme/${name}`);
    const themeHint = theme ? `<${name}> is Docusaurus's ${theme}: import it as Docusaurus pages do (import ${name} from '${theme}'), and it is devcenter's own.` : undefined;
    // A <Tab value="…"> is a tab, wherever it is: <TabItem> is what it meant, not <Tabs>, the nearest name.
    const tabLike = name === 'Tab' && (jsxAttribute(node, 'value') !== undefined || jsxAttribute(node, 'label') !== undefined);
    const suggested = IN_TABS.has(node) || tabLike ? 'TabItem' : near;
    // A component the site's MDXComponents gives every page is JSX its author meant, not indented code
    // (QuestDB's `    <InterpolateJavaClientVersion …>` inside a <TabItem>): the registration is the fix.
    report(node, `Unknown component <${name}>.`, themeHint ?? (mapped ? undefined : indentedAt(node, source)) ?? (suggested && !mapped && !dotted ? { suggestion: `<${suggested}>` } : register));
    // What its props mean is the component's to say (a site's <Screenshot src="images/x.png"> finds
    // the file its own way): they are not read as links or files, which would report it twice.
    node.attributes = [];
    return;
  }
  if (component && siteComponentUnderOwnName(node, name, component, report, source)) return;
  if (CONTENT_HTML_ELEMENTS.has(name)) takeTextChildrenProp(node);
  // An attribute left out of the page is left out of its data too.
  node.attributes = node.attributes.filter((attribute) => checkAttribute(name, attribute, component, report, node) !== 'left out');
  for (const required of requiredProps(name)) {
    if (!node.attributes.some((a) => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === required))
      report(node, `<${name}> needs a "${required}" attribute.`);
  }
  if (name === 'Tabs') checkTabItems(node, report);
}

/**
 * One of devcenter's own components written with props it does not take, on a site whose
 * src/theme/MDXComponents gives every page a component of its own by that name (Arbitrum's
 * `Card` from '@site/src/components/Cards/Card', written <Card title description href>): in
 * Docusaurus the element is the site's, here devcenter's. Said once at the element, with the way to
 * keep the site's, rather than as an error per prop whose hint listed devcenter's props. True when said.
 */
function siteComponentUnderOwnName(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, component: ComponentSpec, report: Report, source: SourceFile): boolean {
  const written = node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [a.name] : []));
  const foreign = component.ignoresUnknownProps === true ? [] : written.filter((attribute) => !isAllowedContentProp(name, reactPropName(attribute)));
  const missing = requiredProps(name).filter((required) => !written.some((attribute) => reactPropName(attribute) === required));
  // A value only the site's component takes (Dyte's <Card icon={<JSIcon />}>, an element): the
  // same cause, which was an error of its own at each such card ("only text values are allowed").
  const computed = node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && a.value !== null && typeof a.value === 'object' && !foreign.includes(a.name) && !/^on/i.test(a.name) ? [a.name] : []));
  if (foreign.length === 0 && missing.length === 0 && computed.length === 0) return false;
  const mapped = mdxComponentsTarget(name, source);
  if (!mapped) return false;
  const lacks = [...foreign.map((a) => `"${a}"`), ...computed.map((a) => `${a}={…}`), ...missing.map((a) => `no "${a}"`)].join(', ');
  report(
    node,
    `<${name}> is devcenter's own component here (its attributes: ${component.props.join(', ')}), not the site's <${name}> that ${mapped.file} gives every page, which devcenter does not run: this one has ${lacks}.`,
    `to draw the site's, register it under another name in site.config.ts, components: { Site${name}: '${mapped.target}' }, and write <Site${name}> here; or write devcenter's <${name}>${missing.length ? ` with ${missing.map((a) => `${a}="…"`).join(' ')}` : ''}.`,
  );
  // Its props are the site component's to read: not checked as links or files too.
  node.attributes = [];
  return true;
}

/** Names of devcenter's own components, and the Docusaurus theme's that pages import: none has members. */
function isOwnComponentName(name: string): boolean {
  return Object.hasOwn(CONTENT_COMPONENTS, name) || Object.hasOwn(THEME_IMPORTS, `@theme/${name}`) || Object.hasOwn(THEME_IMPORTS, `@docusaurus/${name}`);
}

/**
 * How to make `<Root.Member>` work: register Root (its members then work too), or, for devcenter's
 * own components, which have no members, write the member's own name when it is one of them.
 */
function memberHint(name: string, root: string, registration: string, mappedFrom: string | undefined): string {
  const member = name.slice(root.length + 1);
  if (isOwnComponentName(root)) {
    const own = isOwnComponentName(member) ? ` write <${member}>, which is one,` : '';
    return `<${root}> is one of devcenter's own components, which have no members:${own || ' write one of them by its own name,'} or register the site's component under another name (components: { Site${root}: './src/components/${root}.tsx' }) and write <Site${root}.${member}>.`;
  }
  const from = mappedFrom ? `the site's ${mappedFrom} gives <${root}> to every page, and devcenter does not run it: ` : '';
  return `${from}register <${root}> in site.config.ts (${registration}): its members, such as <${name}>, then work too, as ${root}.${member} of its module.`;
}

/**
 * A <Tabs> holds <TabItem>s of distinct values and nothing else, as Docusaurus's Tabs requires (it
 * throws otherwise): a heading or paragraph in it became a tab without a label, its id taken by the
 * panel, and two items of one value were both selected.
 */
/** Unknown components written directly in a <Tabs>, where a <TabItem> belongs. */
const IN_TABS = new WeakSet<Nodes>();

/** A capitalised name no component of devcenter's or of the site has. */
const isUnknownComponent = (name: string | null) => name !== null && /^[A-Z]/.test(name) && !CONTENT_COMPONENTS[name] && !CONTENT_HTML_ELEMENTS.has(name);

function checkTabItems(node: MdxJsxFlowElement | MdxJsxTextElement, report: Report): void {
  const values = new Map<string, Positioned>();
  const isBlank = (child: Nodes) => child.type === 'text' && child.value.trim() === '';
  const take = (child: Nodes): void => {
    if (isBlank(child)) return;
    if (child.type === 'paragraph') return child.children.forEach((inner) => take(inner as Nodes));
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    // An unknown component (Supertokens' <Tab>) is one error, where it is checked, that suggests <TabItem>.
    if (isElement && isUnknownComponent(child.name)) return void IN_TABS.add(child);
    if (!isElement || child.name !== 'TabItem') {
      report(child, 'A <Tabs> holds only <TabItem> elements; this is outside any of them.', 'put it inside a <TabItem value="…" label="…">, or move it out of the <Tabs>.');
      return;
    }
    const value = jsxAttribute(child, 'value')?.value;
    if (typeof value !== 'string') return;
    if (values.has(value)) report(child, `Two <TabItem>s of one <Tabs> have the value "${value}".`, 'give each tab its own value.');
    else values.set(value, child);
  };
  node.children.forEach((child) => take(child as Nodes));
}

/**
 * `<span children={"Version: v1.0"}></span>`, the version badge docusaurus-openapi-docs writes on an
 * API's info page (Tolgee's), was refused as a prop that could replace what the page renders: React
 * draws a literal text `children` as the element's text, and the element's own children, when it has
 * any, in its place. Such a prop is taken so, as text (never markup); any other `children` stays refused.
 */
function takeTextChildrenProp(node: MdxJsxFlowElement | MdxJsxTextElement): void {
  const prop = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'children');
  const text = prop ? literalAttributeValue(prop) : undefined;
  if (typeof text !== 'string') return;
  if (node.children.length === 0) node.children = [{ type: 'text', value: text, position: prop!.position }];
  node.attributes = node.attributes.filter((a) => a !== prop);
}

/**
 * `<li key="Outline overlaps label">`, as react-native-paper's generated component pages write their
 * lists, was refused as a prop that could run code or replace what the page renders: React reads a
 * literal key itself and gives it to no element or component, so Docusaurus's page is the same without
 * it. A literal key (text or a number) is left out; one that is an expression stays refused.
 */
function dropLiteralKey(node: MdxJsxFlowElement | MdxJsxTextElement): void {
  const literal = (a: MdxJsxFlowElement['attributes'][number]) => {
    if (a.type !== 'mdxJsxAttribute' || a.name !== 'key' || a.value === null || a.value === undefined) return false;
    const value = literalAttributeValue(a);
    return typeof value === 'string' || typeof value === 'number';
  };
  if (node.attributes.some(literal)) node.attributes = node.attributes.filter((a) => !literal(a));
}

/** A registered site component: literal props only (site-component-use.ts). */
function checkSiteComponent(node: MdxJsxFlowElement | MdxJsxTextElement, report: Report): void {
  for (const problem of siteComponentProps(node).problems) report(problem.attribute.position ? problem.attribute : node, problem.message, problem.hint);
}

/** Old prefixed spellings of an iframe's allowFullScreen. */
const LEGACY_FULLSCREEN = new Set(['webkitallowfullscreen', 'mozallowfullscreen']);
/** HTML's attributes of a table's parts, with the elements a browser reads them on: on any other (an
 * <img valign="middle"> of a README) they do nothing, in React and Docusaurus as in a browser. */
const TABLE_ATTRIBUTES: Record<string, readonly string[]> = { valign: ['td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'col', 'colgroup'] };

function checkAttribute(
  element: string,
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  component: ComponentSpec | undefined,
  report: Report,
  node: Positioned,
): 'left out' | void {
  const at = attribute.position ? attribute : node;
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    report(at, `Spread attributes are not allowed in content: {${attribute.value}}.`);
    return;
  }
  // Refused whatever their value is: an expression's hint (write it as text) would not do for them
  // (Detox's <a onClick={() => …}> was told to write onClick="…").
  const prop = reactPropName(attribute.name);
  if (/^on/i.test(attribute.name)) {
    report(at, `Event handler attribute ${attribute.name} is not allowed in content.`, 'content runs no script: make the interactive part a component of the site, registered in site.config.ts (components), or use a link.');
    return;
  }
  if (FORBIDDEN_PROPS.has(prop.toLowerCase())) {
    report(
      at,
      `Attribute ${attribute.name} of <${element}> is not allowed in content: it could run code or replace what the page renders.`,
      // Babel's `<div is="assumption-repl">` (20 of them): an element its own script upgrades, not text to rewrite.
      prop.toLowerCase() === 'is'
        ? `is makes <${element}> a custom element the site's script defines, which content does not run: remove the attribute (the <${element}> and its children stay), and draw the interactive part from a component of the site, registered in site.config.ts (components).`
        : 'write the content as Markdown or JSX children instead.',
    );
    return;
  }
  if (attribute.value !== null && typeof attribute.value === 'object') {
    report(at, `Attribute ${attribute.name} of <${element}> is a JavaScript expression; only text values are allowed.`, `write ${attribute.name}="…".`);
    return;
  }
  const allowed = component?.props;
  if (element === 'iframe' && LEGACY_FULLSCREEN.has(prop.toLowerCase())) {
    // The prefixed spellings of allowFullScreen that embed codes (Vimeo's) still carry beside it:
    // browsers have not read them for years, so leaving them out changes nothing to report.
    return 'left out';
  }
  if (element === 'iframe' && prop === 'sandbox') {
    const ours = IFRAME_FORCED_PROPS.sandbox;
    report(at, `<iframe> is sandboxed by devcenter whatever it says (sandbox="${ours}"): its own sandbox is left out.`, 'remove it; an embed that needs more (forms, modals) is better linked to than framed.', 'warning');
    return 'left out';
  }
  if (!isAllowedContentProp(element, prop)) {
    const choices = allowed ?? allowedContentProps(element);
    // An HTML element's attribute HTML knows (valign) is no typo: the nearest name (align) is one the author did not write.
    const near = allowed === undefined && isHtmlAttribute(attribute.name) ? undefined : closest(attribute.name, choices);
    const noEffect = allowed === undefined && Object.hasOwn(TABLE_ATTRIBUTES, attribute.name.toLowerCase()) && !TABLE_ATTRIBUTES[attribute.name.toLowerCase()].includes(element);
    if (noEffect) {
      report(at, `<${element}> has no attribute "${attribute.name}": it is left out of the page, as it has no effect on <${element}> (only the parts of a table read it).`, undefined, 'warning');
      return 'left out';
    }
    const help = near ? { suggestion: near } : choices.length ? `its attributes: ${choices.join(', ')}.` : undefined;
    // An attribute an HTML element does not take is left out of the page, which is safe: content
    // written for other tools carries some (Docusaurus's <summary markdown="span">), so it warns. A
    // component's unknown prop is a mistake (unless Docusaurus's own ignores it too), and a `name`
    // could stand in for a document property.
    // (An HTML element's `name`, an iframe's, is left out like any other: it is never on the page.)
    const harmless = allowed === undefined || (component?.ignoresUnknownProps === true && prop !== 'name');
    if (!harmless) return report(at, `<${element}> has no attribute "${attribute.name}".`, help);
    report(at, `<${element}> has no attribute "${attribute.name}": it is left out of the page.`, help, 'warning');
    return 'left out';
  }
  // A protocol-relative embed (`//codepen.io/…`, as embed codes were handed out) is its https: address.
  if (element === 'iframe' && prop === 'src' && typeof attribute.value === 'string' && attribute.value.startsWith('//')) attribute.value = `https:${attribute.value}`;
  const value = attribute.value;
  if (typeof value !== 'string') return;
  if (element === 'iframe' && prop === 'src' && !isSafeUrlProp(prop, value, element)) {
    report(at, `Unsafe src "${printable(value)}" on <iframe>: an iframe may show only an https: address.`, 'use the https: address of the page to embed.');
    return;
  }
  if (!isSafeUrlProp(prop, value, element)) {
    report(at, `Unsafe ${attribute.name} "${printable(value)}" on <${element}>: content may link only to relative, http:, https:, mailto: and tel: addresses.`, unsafeUrlHint(prop));
    return;
  }
  // The page data holds what the page draws (content-props.ts narrows these in the renderer too).
  if (element === 'iframe' && prop === 'allow') {
    const { kept, dropped } = iframeAllow(value);
    if (dropped.length === 0) return;
    report(at, `<iframe> may not be allowed ${dropped.map((f) => `"${f}"`).join(', ')}: left out of the page.`, `an embedded page may be allowed ${[...IFRAME_FEATURES].join(', ')}; the browser would ask readers for anything else in this site's name.`, 'warning');
    if (!kept) return 'left out';
    attribute.value = kept;
    return;
  }
  if (element === 'iframe' && prop === 'referrerPolicy' && !isStrictReferrerPolicy(value)) {
    report(at, `<iframe> referrerPolicy "${printable(value)}" would send more than the page's address: it is left out (strict-origin-when-cross-origin is sent).`, undefined, 'warning');
    return 'left out';
  }
  // Reserved ids are reported with the page's other ids (page-ids.ts).
  if (prop === 'name' && isReservedName(value))
    report(at, `The ${prop} "${value}" of <${element}> is reserved by the site's runtime.`, `choose another ${prop}; the runtime finds its own elements and globals by this name.`);
}

function unsafeUrlHint(prop: string): string {
  return URL_PROPS[prop] === 'image' ? 'use a path of this site, an https: address, or a data:image/png, gif, jpeg or webp picture.' : 'use a path of this site or an https: address.';
}

const LITERAL_BRACE_HINT = 'write \\{ for a literal "{", or put the text in `code`; only a comment {/* */} or a string such as {\' \'} is allowed in braces.';
const CODE_EXPRESSION_HINT =
  "this is code (a function, a call, a condition), which content never runs: do it in a component of the site's (registered in site.config.ts, components) and write the component here; only a comment {/* */} or a string such as {' '} is allowed in braces, and \\{ is a literal \"{\".";

/**
 * Whether an expression is code an author meant to run (Detox's render-prop children `{(flavor) => …}`,
 * `{items.map(…)}`, `{a && b}`), not a placeholder written in text (`GET /users/{id}`, `{user.name}`,
 * `{0,1}`) that a backslash makes literal.
 */
function isCode(node: { data?: { estree?: unknown } }): boolean {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return false;
  const placeholder = (expression: Expression): boolean =>
    expression.type === 'Identifier' ||
    expression.type === 'Literal' ||
    (expression.type === 'MemberExpression' && !expression.computed && placeholder(expression.object as Expression)) ||
    (expression.type === 'SequenceExpression' && expression.expressions.every(placeholder)) ||
    (expression.type === 'UnaryExpression' && expression.argument.type === 'Literal');
  return !placeholder(statement.expression);
}
