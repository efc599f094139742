// Puts every Markdown link form through the one URL policy (runtime/shared/url-policy.ts): inline
// links, autolinks, reference definitions and images. JSX attributes are checked in mdx-nodes.ts.
import type { Nodes, Root } from 'mdast';
import { isSafeUrl, normalizeUrl, urlScheme } from '../../runtime/shared/url-policy.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { walk } from './walk.ts';

const KIND: Record<string, string> = { link: 'link', definition: 'link definition', image: 'image' };

export function checkMarkdownUrls(tree: Root, source: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
    if (isSafeUrl(node.url, node.type === 'image' ? 'image' : 'link')) return;
    const start = node.position?.start;
    const end = node.position?.end;
    diagnostics.push({
      severity: 'error',
      code: 'unsafe-url',
      message: `Unsafe ${KIND[node.type]} "${printable(node.url)}": content may link only to relative, http:, https:, mailto: and tel: addresses.`,
      file: source.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(source.text, start.line) : undefined,
      length: start && end && end.line === start.line ? end.column - start.column : 1,
      hint:
        node.type === 'image'
          ? 'use a path of this site, an https: address, or a data:image/png, gif, jpeg or webp picture.'
          : pluginScheme(node.url)
            ? `"${pluginScheme(node.url)}:" is no web address (a browser would hand it to whatever program claims it): if a remark plugin of the site rewrites such links (one its Docusaurus config gives the docs or blog), devcenter does not run it. Use a path of this site or an https: address.`
            : `the browser reads it as "${printable(normalizeUrl(node.url)).slice(0, 60)}"; use a path of this site or an https: address.`,
    });
  });
  return diagnostics;
}

/** Schemes a browser gives a meaning of its own (script, data, local files, its own pages). */
const BROWSER_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob', 'file', 'filesystem', 'about', 'chrome', 'view-source', 'ftp', 'ws', 'wss', 'intent']);

/**
 * The scheme of a link that is no web address (`docblock:`), likely written for a remark plugin of the site that
 * rewrites it: Redux Toolkit's API pages link `docblock://createSlice.ts?token=…` 53 times, for
 * remark-typescript-tools to make the type's documentation of. Undefined for a scheme browsers know.
 */
function pluginScheme(url: string): string | undefined {
  const scheme = urlScheme(url);
  return scheme !== null && /^[a-z][a-z0-9+.-]*$/.test(scheme) && !BROWSER_SCHEMES.has(scheme) ? scheme : undefined;
}

/** Control characters shown as escapes, so the message shows what was hidden in the URL. */
export function printable(url: string): string {
  return url.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
