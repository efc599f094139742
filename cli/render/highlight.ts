// Build-time syntax highlighting with refractor (Prism grammars, hast output): no highlighter reaches the browser.
import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

refractor.register(jsx);
refractor.register(tsx);

const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', html: 'markup', xml: 'markup', svg: 'markup', yml: 'yaml' };

/** The canonical language name, or undefined when refractor has no grammar for it. */
export function highlightLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return refractor.registered(name) ? name : undefined;
}

export function highlightCode(code: string, lang: string | undefined): ElementContent[] {
  if (!lang) return [{ type: 'text', value: code }];
  return refractor.highlight(code, lang).children as ElementContent[];
}

/** A fenced code block as <CodeBlock language title><pre><code>…</code></pre></CodeBlock>. */
export function codeBlockElement(code: string, lang: string | null | undefined, meta: string | null | undefined): Element {
  const language = highlightLanguage(lang);
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const label = lang ?? 'text';
  return {
    type: 'element',
    tagName: 'CodeBlock',
    properties: { language: label, ...(title ? { title: title[1] ?? title[2] } : {}) },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['code-block', `language-${language ?? 'text'}`], tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: highlightCode(code, language) }],
      },
    ],
  };
}
