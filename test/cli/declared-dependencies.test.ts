// package.json declares exactly what the code imports: what the CLI and the runtime import at run
// time is a dependency, what only tests, benches and types need may be a devDependency, and nothing
// declared goes unused.
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.ts';

/** Declared packages that no source file imports by a name this test can read. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  // Run by the typecheck script as `tsc`.
  typescript: 'package.json scripts',
  // Resolved from a computed name (`${PACKAGE}/package.json`) in cli/config/insights-script.ts to
  // hash the file the pages load from the CDN.
  'search-insights': 'cli/config/insights-script.ts',
  // Data, not code: its locales/<locale>/*.json are found from a computed name (`${PACKAGE}/package.json`)
  // and read by cli/config/theme-translations.ts at build time.
  '@docusaurus/theme-translations': 'cli/config/theme-translations.ts',
  // Imported by its path in node_modules by cli/content/mdx-events-to-acorn.ts, which the compiled CLI
  // puts in its place (its name resolves to that module there).
  'micromark-util-events-to-acorn': 'cli/content/mdx-events-to-acorn.ts',
};

/** Folders (and root files) whose imports must be dependencies: they run when devcenter runs. */
const SHIPPED = ['cli/', 'runtime/', 'site.config.ts'];
const SOURCES = ['cli/**', 'runtime/**', 'bench/**', 'test/**', 'site.config.ts', 'vitest.config.ts'];
// The Docusaurus starter's config files are fixtures read as data (never run, never bundled): what
// they import is Docusaurus's, which a Docusaurus site has and devcenter does not need.
const IGNORED = ['**/node_modules/**', '**/build/**', 'test/.tmp/**', 'bench/.corpus/**', 'bench/results/**', 'test/fixtures/docusaurus-starter/**'];

interface PackageImport {
  file: string;
  pkg: string;
  /** Erased by the compiler (`import type`, `export type`): needs the package to type-check only. */
  typeOnly: boolean;
}

interface Manifest {
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** `react-dom/client` → `react-dom`, `@types/x/y` → `@types/x`; null for relative and absolute paths. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:\/\//.test(specifier)) return null;
  if (isBuiltin(specifier)) return '@types/node';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every module specifier of a source file: static imports and re-exports, `import()`, `require()` and `require.resolve`-style look-ups. */
function importsOf(file: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isResolve = ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve' && /require/i.test(callee.expression.getText(source));
      // `createRequire(import.meta.url)('katex')`: a package loaded at run time by the code that needs it.
      const isRequire = (ts.isIdentifier(callee) && callee.text === 'require') || (ts.isCallExpression(callee) && callee.expression.getText(source) === 'createRequire');
      if (isDynamicImport || isResolve || isRequire) found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function readImports(manifest: Manifest): Promise<PackageImport[]> {
  const files = await fg(SOURCES, { cwd: REPO_ROOT, ignore: IGNORED, onlyFiles: true });
  const imports: PackageImport[] = [];
  for (const file of files.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f)).sort()) {
    for (const { specifier, typeOnly } of importsOf(file, await readFile(path.join(REPO_ROOT, file), 'utf8'))) {
      const pkg = packageName(specifier);
      if (pkg !== null && pkg !== manifest.name) imports.push({ file, pkg, typeOnly });
    }
  }
  return imports;
}

/** The declared package an import is served by: the package itself, or its `@types/` package. */
function declaredFor(pkg: string, manifest: Manifest): string | null {
  const typesPackage = pkg.startsWith('@types/') ? pkg : `@types/${pkg.replace(/^@/, '').replace('/', '__')}`;
  for (const name of [pkg, typesPackage]) {
    if (name in manifest.dependencies || name in manifest.devDependencies) return name;
  }
  return null;
}

const isShipped = (file: string): boolean => SHIPPED.some((prefix) => file === prefix || file.startsWith(prefix));

describe('package.json', async () => {
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Manifest;
  const imports = await readImports(manifest);

  it('finds the imports of the CLI, the runtime, the benches and the tests', () => {
    const packages = new Set(imports.map((i) => i.pkg));
    for (const pkg of ['unified', 'react', 'algoliasearch', 'vitest', 'playwright-core', 'axe-core', '@types/node']) expect(packages).toContain(pkg);
  });

  it('declares every package the code imports', () => {
    const undeclared = imports.filter((i) => declaredFor(i.pkg, manifest) === null).map((i) => `${i.file}: ${i.pkg}`);
    expect(undeclared).toEqual([]);
  });

  it('declares what the CLI and the runtime import at run time as dependencies, not devDependencies', () => {
    const misplaced = imports
      .filter((i) => isShipped(i.file) && !i.typeOnly)
      .filter((i) => !(i.pkg in manifest.dependencies) && i.pkg !== '@types/node')
      .map((i) => `${i.file}: ${i.pkg}`);
    expect(misplaced).toEqual([]);
  });

  it('keeps in dependencies only packages the CLI or the runtime import at run time', () => {
    const shipped = new Set(imports.filter((i) => isShipped(i.file) && !i.typeOnly).map((i) => i.pkg));
    const devOnly = Object.keys(manifest.dependencies).filter((pkg) => !shipped.has(pkg) && !(pkg in USED_WITHOUT_IMPORT));
    expect(devOnly).toEqual([]);
  });

  it('imports every declared package somewhere', () => {
    const used = new Set(imports.map((i) => declaredFor(i.pkg, manifest)));
    // An import of `react` type-checks against @types/react as well.
    for (const pkg of [...used]) if (pkg !== null && !pkg.startsWith('@types/')) used.add(declaredFor(`@types/${pkg}`, manifest));
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    expect(declared.filter((pkg) => !used.has(pkg) && !(pkg in USED_WITHOUT_IMPORT))).toEqual([]);
  });
});
