// `:::note` … `:::` container directives become Admonition elements; other directive syntax stays text.
import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walk } from './walk.ts';
import { closest } from '../closest.ts';
import { lineAt, type Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { mapProse } from './prose.ts';
import { ADMONITION_TYPES } from '../../runtime/shared/components.ts';
import { lookupTable } from '../../runtime/shared/lookup-table.ts';
import type { AdmonitionKeywords } from './build-time-components.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** Docusaurus's other keywords borrow the look of one of ours and keep their own name as the title. */
const ADMONITION_LOOKS: Record<string, string> = lookupTable({ caution: 'warning', important: 'info', success: 'tip', secondary: 'note' });

function admonitionLook(name: string): string | undefined {
  return (ADMONITION_TYPES as readonly string[]).includes(name) ? name : ADMONITION_LOOKS[name];
}

/**
 * How `:::name` is drawn with the site's own keywords too (Docusaurus's admonitions option): one of
 * them the theme has no look for is an info admonition, as Docusaurus's theme falls back to Info for
 * it; with extendDefaults false, Docusaurus's own keywords are no admonition.
 */
function lookWith(name: string, own: AdmonitionKeywords | undefined): string | undefined {
  if (!own) return admonitionLook(name);
  if (own.keywords.includes(name)) return admonitionLook(name) ?? 'info';
  return own.extendDefaults ? admonitionLook(name) : undefined;
}

/** The keywords a page may write: Docusaurus's, and the site's own. */
function knownKeywords(own: AdmonitionKeywords | undefined): string[] {
  const defaults = [...ADMONITION_TYPES, ...Object.keys(ADMONITION_LOOKS)];
  if (!own) return defaults;
  return [...new Set([...(own.extendDefaults ? defaults : []), ...own.keywords])];
}

/** `:::tip Title` is Docusaurus's older spelling of `:::tip[Title]`: rewrite it so the directive parser reads the title. */
export function bracketAdmonitionTitles(text: string): string {
  if (!text.includes(':::')) return text;
  return mapProse(text, (prose) => prose.replace(/^([ \t]*:{3,})([A-Za-z]+)[ \t]+([^\s[{].*?)[ \t]*$/gm, (line, colons: string, name: string, title: string) =>
    admonitionLook(name) ? `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]` : line,
  ));
}

/** Whether `:::name` ends with a line of at least as many colons; one never closed runs to the end of the page (or of the block around it). */
function isClosed(directive: ContainerDirective, text: string): boolean {
  const start = directive.position?.start.offset;
  const end = directive.position?.end.offset;
  if (start === undefined || end === undefined) return true;
  const written = text.slice(start, end);
  // A GitHub alert (`> [!NOTE]`, github-alerts.ts) is a directive made of a quote: nothing to close.
  const opening = /^:+/.exec(written)?.[0].length;
  if (opening === undefined) return true;
  const closing = /\n[ \t>]*(:+)[ \t]*$/.exec(written);
  return closing !== null && closing[1].length >= opening;
}

/**
 * Whether the opening line ends with colons after its title (Hasura's `:::info Paths are relative. :::`):
 * written as a one-line block, read as Docusaurus reads it, a title ending in ":::" and a block left open.
 */
function closedOnItsOwnLine(source: SourceFile, line: number | undefined): boolean {
  return line !== undefined && /^[ \t]*:{3,}[A-Za-z]+\S*[ \t]+\S.*?[ \t]:{3,}[ \t]*$/.test(lineAt(source.text, line) ?? '');
}

/**
 * `text` is the text the tree was parsed from; `parent`: the node around it, the root when it runs to
 * the end of the page. Inside a ::: block, the ::: the author wrote for it may be what closes that
 * block instead (`:::note See the page.` on one line, then a `:::warning` … `:::`): that block is named.
 */
function unclosedDirective(directive: ContainerDirective, text: string, source: SourceFile, parent: Nodes | undefined): Diagnostic {
  const start = directive.position?.start;
  const colons = /^:+/.exec(text.slice(start?.offset ?? 0))?.[0] ?? ':::';
  const atTop = parent?.type === 'root';
  // Not a GitHub alert (a quote, closed by nothing) nor a block with no place.
  const aroundColons = parent?.type === 'containerDirective' && parent.position?.start.offset !== undefined ? /^:+/.exec(text.slice(parent.position.start.offset))?.[0] : undefined;
  const around = aroundColons && isClosed(parent as ContainerDirective, text) ? (parent as ContainerDirective) : undefined;
  const aroundOpening = around ? `"${aroundColons}${around.name}" (line ${around.position!.start.line})` : '';
  return {
    severity: 'warning',
    code: 'admonition',
    message: `"${colons}${directive.name}" is never closed: everything after it${atTop ? ', to the end of the page,' : ' in the block around it'} is inside it.`,
    file: source.file,
    line: start?.line,
    column: start?.column,
    lineText: start ? lineAt(source.text, start.line) : undefined,
    hint: around
      ? `end it with a line of ${colons} where its content ends; as written, line ${around.position!.end.line} closes ${aroundOpening}, the block around it: if that one was meant to end before this one, end it there.`
      : closedOnItsOwnLine(source, start?.line)
        ? `the ${colons} at the end of line ${start!.line} is part of its title, not its end (a block is closed only by a line of ${colons} alone): put the text on the next line and ${colons} on a line of its own after it.`
        : `end it with a line of ${colons} where its content ends.`,
  };
}

/**
 * Admonition directives become Admonition elements. A container directive of another name
 * (`:::warnig`) is kept as a plain block around its content, with a warning naming the known types
 * (Docusaurus warns and keeps it as a div too); other directive syntax goes back to its text.
 */
const UNKNOWN_TYPE = /^Unknown admonition type ":::(.*)": its content is shown without a box\.$/;

/**
 * The type a warning about an unknown `:::type` names when no keyword is near it, else null: the
 * check stage folds those into one per type (a plugin's directive is written on many pages).
 */
export function unknownDirectiveTypeOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'admonition' && diagnostic.suggestion === undefined ? (UNKNOWN_TYPE.exec(diagnostic.message)?.[1] ?? null) : null;
}

export function transformDirectives(tree: Root, text: string, source: SourceFile, own?: AdmonitionKeywords): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const directive = node as Directive;
    if (directive.type === 'containerDirective' && !isClosed(directive, text)) diagnostics.push(unclosedDirective(directive, text, source, parent as Nodes | undefined));
    const look = lookWith(directive.name, own);
    if (directive.type === 'containerDirective' && look) {
      const children = [...directive.children];
      let title: string | undefined;
      let titleNode: Nodes | undefined;
      const first = children[0];
      if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
        children.shift();
        // The title as text (the Markdown copy, search); a title with markup is also kept as a first
        // child, which the Admonition component shows as its heading (Docusaurus's mdxAdmonitionTitle).
        title = toString(first);
        if (!first.children.every((c) => c.type === 'text')) titleNode = { ...first, data: { hName: 'AdmonitionTitle' } };
      }
      // `:::tip{title="…"}`: the attribute wins over the label, as in Docusaurus.
      const attributeTitle = directive.attributes?.title;
      if (attributeTitle) {
        title = attributeTitle;
        titleNode = undefined;
      }
      // A keyword borrowing a look keeps its name as the title (:::caution), one of the site's own takes Info's, as in Docusaurus.
      const ownFallback = own?.keywords.includes(directive.name) && !admonitionLook(directive.name);
      directive.data = { hName: 'Admonition', hProperties: { type: look, ...(title ? { title } : look !== directive.name && !ownFallback ? { title: directive.name } : {}) } };
      directive.children = (titleNode ? [titleNode, ...children] : children) as typeof directive.children;
      return;
    }
    if (directive.type === 'containerDirective') {
      const start = directive.position?.start;
      const known = knownKeywords(own);
      const near = closest(directive.name, known);
      diagnostics.push({
        severity: 'warning',
        code: 'admonition',
        message: `Unknown admonition type ":::${directive.name}": its content is shown without a box.`,
        file: source.file,
        line: start?.line,
        column: start?.column,
        lineText: start ? lineAt(source.text, start.line) : undefined,
        // Far from every keyword, the name is meant: most likely a directive a remark plugin of the
        // site makes something of (Cypress's `:::cypress-config-example`), which no keyword fixes.
        ...(near ? { suggestion: near } : { hint: `no admonition is named so: if a remark plugin of the site handles ":::${directive.name}" (one its Docusaurus config gives the docs or blog), devcenter does not run it. Admonitions: ${known.join(', ')}.` }),
      });
      // The label, if any, leads the content as a paragraph of its own.
      directive.data = { hName: 'div' };
      return;
    }
    // Not one of ours ("10:30", "a:b", "::x"): put the author's text back exactly as written.
    if (!parent || index === undefined) return;
    const start = directive.position?.start.offset;
    const end = directive.position?.end.offset;
    const literal = start !== undefined && end !== undefined ? text.slice(start, end) : `:${directive.name}`;
    const replacement =
      directive.type === 'textDirective'
        ? { type: 'text', value: literal }
        : { type: 'paragraph', children: [{ type: 'text', value: literal }] };
    parent.children.splice(index, 1, replacement as never);
    return index + 1;
  });
  return diagnostics;
}
