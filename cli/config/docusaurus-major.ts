// The Docusaurus a moved site was written for, from its package.json: a Docusaurus 2 site's pages were
// read by MDX 1, which took as text much that MDX 3 refuses (`{user}` in a sentence, `<https://…>`).
// devcenter reads pages as Docusaurus 3 does; said once, so that those pages' MDX errors lead back to it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';

/** The largest package.json read: a site's is a few kilobytes. */
const MAX_PACKAGE_BYTES = 256 * 1024;

/** A warning when the root's package.json depends on @docusaurus/core 1 or 2; else null. */
export function olderDocusaurusWarning(root: string): Diagnostic | null {
  const file = path.join(root, 'package.json');
  let text: string;
  try {
    if (statSync(file).size > MAX_PACKAGE_BYTES) return null;
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const found = /"@docusaurus\/core"\s*:\s*"([~^>=v\s]*([12])\.[^"]*)"/.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  const line = before.split('\n').length;
  return {
    severity: 'warning',
    code: 'config',
    message: `The site was written for Docusaurus ${found[2]} ("@docusaurus/core": "${found[1]}"), whose MDX 1 read as text some of what MDX 3 refuses ("{…}" in a sentence, "<https://…>" autolinks, unclosed HTML): devcenter reads pages as Docusaurus 3 does, so such pages are MDX errors here.`,
    file: 'package.json',
    line,
    column: found.index - before.lastIndexOf('\n'),
    lineText: text.split('\n')[line - 1],
    hint: 'update those pages as Docusaurus\'s guide "Upgrading to Docusaurus v3" says (npx docusaurus-mdx-checker lists them).',
  };
}
