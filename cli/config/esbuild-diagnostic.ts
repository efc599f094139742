// An esbuild message about a file of the site (site.config.ts, sidebars.js or what they import) as a
// diagnostic at that file's line and column.
import type { Message } from 'esbuild';
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
    ...(typeof (message.detail as { hint?: unknown } | undefined)?.hint === 'string' ? { hint: (message.detail as { hint: string }).hint } : {}),
  };
}
