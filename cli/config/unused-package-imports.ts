// The packages a sidebars file imports and never uses: KubeVela's sidebars.js starts with
// `const { Component } = require('react');` (an editor's stray auto-import) and reads nothing of it.
// Docusaurus runs the file with the site's packages, so that line does nothing there; devcenter runs it
// without them, and refused the whole file for it. Such an import may be left out: what the file
// exports cannot depend on it. Read from the text, conservatively: a name written anywhere else in the
// file (in code, a comment or a string) counts as used, and an import that binds nothing (run for its
// side effects) is never left out.

/** `const { a, b: c } = require('pkg')`, `const x = require("pkg")` (let, var too), on a line of its own. */
const REQUIRE = /^[ \t]*(?:const|let|var)[ \t]+(\{[^}]*\}|[A-Za-z_$][\w$]*)[ \t]*=[ \t]*require\([ \t]*(['"])([^'"\n]+)\2[ \t]*\)[ \t]*;?[ \t]*$/gm;
/** `import x from 'pkg'`, `import { a, b as c } from 'pkg'`, `import x, { y } from 'pkg'`, `import * as ns from 'pkg'`. */
const IMPORT = /^[ \t]*import[ \t]+(?!type[ \t])([^'"\n;]+?)[ \t]+from[ \t]*(['"])([^'"\n]+)\2[ \t]*;?[ \t]*$/gm;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The names a destructuring pattern or an import clause binds; null when it is not read plainly. */
function boundNames(clause: string, kind: 'require' | 'import'): string[] | null {
  const names: string[] = [];
  const text = clause.trim();
  const braced = /\{([^}]*)\}/.exec(text);
  const outside = (braced ? text.replace(braced[0], '') : text).split(',').map((part) => part.trim()).filter(Boolean);
  for (const part of outside) {
    const name = part.replace(/^\*[ \t]*as[ \t]+/, '');
    if (!IDENTIFIER.test(name)) return null;
    names.push(name);
  }
  for (const part of braced ? braced[1].split(',').map((p) => p.trim()).filter(Boolean) : []) {
    // `b: c` binds c in a pattern, `b as c` in an import; `d = 1` binds d.
    const renamed = kind === 'require' ? part.split(':').at(-1)! : part.split(/[ \t]+as[ \t]+/).at(-1)!;
    const name = renamed.split('=')[0].trim();
    if (!IDENTIFIER.test(name)) return null;
    names.push(name);
  }
  return names.length > 0 ? names : null;
}

/** The bare package names (`react`, `@scope/pkg/sub`) whose every import in `text` binds only names the rest of the text never writes. */
export function unusedPackageImports(text: string): Set<string> {
  const statements: { start: number; end: number; pkg: string; names: string[] | null }[] = [];
  for (const [pattern, kind] of [
    [REQUIRE, 'require'],
    [IMPORT, 'import'],
  ] as const)
    for (const match of text.matchAll(pattern)) statements.push({ start: match.index, end: match.index + match[0].length, pkg: match[3], names: boundNames(match[1], kind) });
  const used = new Set<string>();
  const candidates = new Set<string>();
  for (const statement of statements) {
    if (/^[./]/.test(statement.pkg)) continue;
    const rest = text.slice(0, statement.start) + text.slice(statement.end);
    const written = statement.names === null || statement.names.some((name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest));
    (written ? used : candidates).add(statement.pkg);
  }
  // A package imported twice, once to use it, is used.
  return new Set([...candidates].filter((pkg) => !used.has(pkg) && !new RegExp(`['"]${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`).test(textWithout(text, statements))));
}

/** The text without the import statements read: a package named anywhere else (`require('pkg')` in an expression) is used. */
function textWithout(text: string, statements: { start: number; end: number }[]): string {
  let rest = '';
  let at = 0;
  for (const { start, end } of [...statements].sort((a, b) => a.start - b.start)) {
    rest += text.slice(at, start);
    at = end;
  }
  return rest + text.slice(at);
}
