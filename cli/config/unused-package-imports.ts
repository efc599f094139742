// The packages a sidebars file imports and never uses: KubeVela's sidebars.js starts with
// `const { Component } = require('react');` (an editor's stray auto-import) and reads nothing of it.
// Docusaurus runs the file with the site's packages, so that line does nothing there; devcenter runs it
// without them, and refused the whole file for it. Such an import may be left out: what the file
// exports cannot depend on it. Read from the text, conservatively: a name written anywhere else in the
// file's code counts as used (as a property name too), and an import that binds nothing (run for its
// side effects) is never left out. Strings and comments are not code: Karmada's sidebars.js, whose
// first line is the same stray import, has a category labelled "Component tools", and that label kept
// the import (and refused the file). When the text is not JavaScript acorn can read into tokens (a
// decorator, JSX), a name anywhere in it counts, as before.
import { tokenizer } from 'acorn';

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
  const tokens = codeTokens(text);
  const names = tokens?.filter((token) => token.name);
  for (const statement of statements) {
    if (/^[./]/.test(statement.pkg)) continue;
    const writtenIn = (name: string) =>
      names === undefined
        ? new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text.slice(0, statement.start) + text.slice(statement.end))
        : names.some((token) => token.value === name && (token.start < statement.start || token.start >= statement.end));
    const written = statement.names === null || statement.names.some(writtenIn);
    (written ? used : candidates).add(statement.pkg);
  }
  // A package imported twice, once to use it, is used. With tokens, only a string the bundler
  // resolves as a module counts (require('pkg'), import('pkg'), from 'pkg'): a doc id or label that
  // is the package's name (items: ['react']) is data, and kept the stray import (and refused the file).
  const resolved = (pkg: string) =>
    tokens === undefined
      ? new RegExp(`['"]${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`).test(textWithout(text, statements))
      : tokens.some((token, i) => {
          if (!token.module || token.value !== pkg || statements.some((s) => token.start >= s.start && token.start < s.end)) return false;
          const before = tokens[i - 1]?.label === '`' ? tokens[i - 2] : tokens[i - 1];
          return before !== undefined && (before.label === '(' || before.value === 'from' || before.value === 'import');
        });
  return new Set([...candidates].filter((pkg) => !used.has(pkg) && !resolved(pkg)));
}

/**
 * The file's tokens: the names the code writes (identifiers and keywords, in template substitutions
 * too) and its strings and template texts (`module`), with where; undefined when acorn cannot read the
 * text into tokens.
 */
function codeTokens(text: string): { value?: string; label: string; start: number; name: boolean; module: boolean }[] | undefined {
  const tokens: { value?: string; label: string; start: number; name: boolean; module: boolean }[] = [];
  try {
    for (const token of tokenizer(text, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowReturnOutsideFunction: true })) {
      // acorn's tokens carry their value (a name with its escapes read), which its types leave out.
      const raw: unknown = (token as typeof token & { value?: unknown }).value;
      const value = typeof raw === 'string' ? raw : undefined;
      const label = token.type.label;
      tokens.push({ ...(value === undefined ? {} : { value }), label, start: token.start, name: value !== undefined && (label === 'name' || token.type.keyword !== undefined), module: value !== undefined && (label === 'string' || label === 'template') });
    }
  } catch {
    return undefined;
  }
  return tokens;
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
