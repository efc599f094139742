// An esbuild message about a file of the site (site.config.ts, sidebars.js or what they import) as a
// diagnostic at that file's line and column.
import type { Message } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';

export function esbuildDiagnostic(message: Message, root: string): Diagnostic {
  const loc = message.location;
  // A file esbuild loaded through a plugin's namespace (the sidebars file) is named "namespace:/abs/path"
  // (two letters at least: "C:" is a drive).
  const file = loc ? loc.file.replace(/^[a-z][\w-]+:(?=[\\/])/i, '') : '';
  return {
    severity: 'error',
    code: 'config',
    message: message.text,
    file: loc ? path.relative(root, path.resolve(root, file)).split(path.sep).join('/') : CONFIG_FILE,
    line: loc?.line,
    column: loc ? loc.column + 1 : undefined,
    lineText: loc?.lineText,
    length: loc?.length,
    // A message of devcenter's own plugins carries its hint as the message's detail.
    ...(typeof (message.detail as { hint?: unknown } | undefined)?.hint === 'string' ? { hint: (message.detail as { hint: string }).hint } : missingFileHint(message.text, loc ? path.resolve(root, file) : null, root)),
  };
}

/**
 * A relative import of a file that is not there: WebdriverIO's sidebars.ts imports ./sidebars.json,
 * which a script of the site writes before Docusaurus builds. Said as the file missing, and how it
 * comes to be there; nothing for another message.
 */
function missingFileHint(text: string, importer: string | null, root: string): { hint?: string } {
  const written = /^Could not resolve "(\.\.?\/[^"]+)"$/.exec(text)?.[1];
  if (!written || !importer) return {};
  const target = path.resolve(path.dirname(importer), written);
  const missing = path.relative(root, target).split(path.sep).join('/');
  // A file there under another extension (./x for x.mdx) is not missing: esbuild's own words stand.
  if (missing.startsWith('../') || existsSync(target) || siblingsNamed(target)) return {};
  return { hint: `there is no ${missing} in the site: if a script of the site writes it before the Docusaurus build (a generated sidebar, an API list), run that script before devcenter builds too, or write the file.` };
}

/** Whether the folder of `target` holds a file named as it is, with an extension. */
function siblingsNamed(target: string): boolean {
  try {
    const name = path.basename(target);
    return readdirSync(path.dirname(target)).some((entry) => entry.startsWith(`${name}.`));
  } catch {
    return false;
  }
}
