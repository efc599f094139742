// A page may import values from a data module of content/ (`import { aSingleColumn } from
// './0010-a-single-column'`, a .js file holding `export const aSingleColumn = `…``, as Kysely's 40
// example pages do; `import data from './versions.json'`). The module is read as data, never run
// (cli/config/literal-module.ts: literals, names bound to them, members of them), and the names the
// page imports become those values where the page uses them (bound-values.ts).
import type { ImportDeclaration } from 'estree';
import type { LiteralExports } from '../config/literal-module.ts';
import { readLiteralSource } from '../config/literal-source.ts';
import type { SourceFile } from './discover.ts';

/** The files a data import may name: JavaScript without types, and JSON. */
const DATA_FILE = /\.(?:m?js|cjs|json)$/;
/** Endings tried for an import written without one, as a bundler resolves it. */
const DATA_ENDINGS = ['', '.js', '.mjs', '.cjs', '.json', '/index.js'];
/** A data module's values are small next to a page; its depth and size as the sidebars' data files allow. */
export const DATA_LIMITS = { maxDepth: 64, maxSize: 2_000_000 };

/** The content path of the data file an import names (tried with the usual endings), or null. */
export function dataImportContentPath(contentPath: string | null, isFile: (contentPath: string) => boolean): string | null {
  if (contentPath === null) return null;
  for (const ending of DATA_ENDINGS) {
    const candidate = `${contentPath}${ending}`;
    if (DATA_FILE.test(candidate) && isFile(candidate)) return candidate;
  }
  return null;
}

/** What a data module exports, or why it cannot be read as data (with the line it is on). */
export function readDataModule(file: SourceFile): { exports: LiteralExports } | { problem: string; line?: number } {
  if (file.contentPath.endsWith('.json')) {
    let value: unknown;
    try {
      value = JSON.parse(file.text) as unknown;
    } catch (error) {
      return { problem: `it is not JSON: ${(error as Error).message}` };
    }
    // Held to the depth a JavaScript data module is: deeper, the page's readers of the value ran out of
    // stack (an error that named neither this file nor its import, and that the parse cache then kept
    // after the file was fixed, the page having failed before it knew its imports).
    if (nestsDeeperThan(value, DATA_LIMITS.maxDepth)) return { problem: `its value nests more than ${DATA_LIMITS.maxDepth} levels deep` };
    return { exports: { kind: 'commonjs', value, nodes: new WeakMap() } };
  }
  const read = readLiteralSource(file.text, DATA_LIMITS);
  return 'exports' in read ? read : { problem: read.problem, line: read.at?.line };
}

/** Whether arrays and objects nest in `value` more than `maxDepth` deep (walked without recursion). */
function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [at, depth] = stack.pop()!;
    if (typeof at !== 'object' || at === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const inner of Object.values(at)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** The names an import declaration binds, each to the value of the module it stands for. */
export function importedValues(declaration: ImportDeclaration, exports: LiteralExports): Map<string, unknown> {
  const named = (name: string): unknown => {
    if (exports.kind === 'esm') return exports.named.get(name);
    const value = exports.value;
    return typeof value === 'object' && value !== null && Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
  };
  const everything = (): unknown => (exports.kind === 'esm' ? Object.fromEntries([...exports.named].filter(([name]) => name !== 'default')) : exports.value);
  const values = new Map<string, unknown>();
  for (const specifier of declaration.specifiers) {
    if (specifier.type === 'ImportDefaultSpecifier') values.set(specifier.local.name, exports.kind === 'esm' ? exports.named.get('default') : exports.value);
    else if (specifier.type === 'ImportNamespaceSpecifier') values.set(specifier.local.name, everything());
    else {
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      values.set(specifier.local.name, named(imported));
    }
  }
  return values;
}
