// Build-time syntax highlighting with refractor (Prism grammars, hast output): no highlighter reaches the browser.
import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import type { CodeLines } from '../content/code-lines.ts';
import clike from 'refractor/clike';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import arduino from 'refractor/arduino';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import markup from 'refractor/markup';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import ini from 'refractor/ini';
import java from 'refractor/java';
import regex from 'refractor/regex';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import less from 'refractor/less';
import lua from 'refractor/lua';
import makefile from 'refractor/makefile';
import yaml from 'refractor/yaml';
import markdown from 'refractor/markdown';
import objectivec from 'refractor/objectivec';
import perl from 'refractor/perl';
import markupTemplating from 'refractor/markup-templating';
import php from 'refractor/php';
import python from 'refractor/python';
import r from 'refractor/r';
import ruby from 'refractor/ruby';
import rust from 'refractor/rust';
import sass from 'refractor/sass';
import scss from 'refractor/scss';
import sql from 'refractor/sql';
import swift from 'refractor/swift';
import typescript from 'refractor/typescript';
import basic from 'refractor/basic';
import vbnet from 'refractor/vbnet';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

/** refractor's common languages, in its order (a grammar may extend one registered before it), and
 * JSX and TSX. Registering them builds their regular expressions, a cost worth keeping off start-up:
 * done on first use rather than when the module loads, so a worker thread starts sooner and can
 * register them while it waits (warmHighlighter). */
const GRAMMARS = [clike, c, cpp, arduino, bash, csharp, markup, css, diff, go, ini, java, regex, javascript, json, kotlin, less, lua, makefile, yaml, markdown, objectivec, perl, markupTemplating, php, python, r, ruby, rust, sass, scss, sql, swift, typescript, basic, vbnet, jsx, tsx];
let registered = false;

export function warmHighlighter(): void {
  if (registered) return;
  for (const grammar of GRAMMARS) refractor.register(grammar);
  registered = true;
}

const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', html: 'markup', xml: 'markup', svg: 'markup', yml: 'yaml' };

/** The canonical language name, or undefined when refractor has no grammar for it. */
export function highlightLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  warmHighlighter();
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return refractor.registered(name) ? name : undefined;
}

/**
 * Characters of a code block that is highlighted; a longer one is shown as plain text. Prism's
 * grammars search back through the text for each token, so a block's time grows with its square in
 * the worst case (the slowest inputs found: `@media (` in css, `**a` in markdown, `|a` tables, `$@"{`
 * in csharp, `<<<A` in php, `x=/[` in javascript, `<a b="` in markup): up to this length even those
 * stay cheap, while a block of a few hundred KB can stall a build. Real blocks are far shorter.
 */
export const MAX_HIGHLIGHTED_CHARS = 10_000;

export function highlightCode(code: string, lang: string | undefined): ElementContent[] {
  if (!lang || code.length > MAX_HIGHLIGHTED_CHARS) return [{ type: 'text', value: code }];
  warmHighlighter();
  return refractor.highlight(code, lang).children as ElementContent[];
}

/** Splits highlighted code into its lines; a token that spans lines is cut into one copy per line. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length > 0) lines[lines.length - 1]!.push({ ...node, children });
      });
    } else lines[lines.length - 1]!.push(node);
  }
  return lines;
}

/**
 * The code as one span per line (each ending in its newline, so the text copied stays the code):
 * marked lines carry a class, and with line numbers each line its number in data-line, drawn by CSS
 * so it is never part of the text.
 */
function codeLineSpans(highlighted: ElementContent[], lines: CodeLines): ElementContent[] {
  const marked = new Set(lines.highlighted);
  const split = splitLines(highlighted);
  return split.map((children, i) => ({
    type: 'element',
    tagName: 'span',
    properties: {
      className: marked.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'],
      ...(lines.lineNumbersFrom === undefined ? {} : { dataLine: String(lines.lineNumbersFrom + i) }),
    },
    children: i < split.length - 1 ? [...children, { type: 'text', value: '\n' }] : children,
  }));
}

/** A fenced code block as <CodeBlock language title><pre><code>…</code></pre></CodeBlock>. */
export function codeBlockElement(code: string, lang: string | null | undefined, meta: string | null | undefined, lines?: CodeLines): Element {
  const language = highlightLanguage(lang);
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const label = lang ?? 'text';
  const tokens = highlightCode(code, language);
  const byLine = lines && (lines.highlighted.length > 0 || lines.lineNumbersFrom !== undefined);
  const preClass = ['code-block', `language-${language ?? 'text'}`];
  if (lines?.lineNumbersFrom !== undefined) preClass.push('code-block--line-numbers');
  return {
    type: 'element',
    tagName: 'CodeBlock',
    properties: { language: label, ...(title ? { title: title[1] ?? title[2] } : {}) },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: preClass, tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: byLine ? codeLineSpans(tokens, lines) : tokens }],
      },
    ],
  };
}
