// A page's own `export const name = <literal>`: Litho's getting-started writes its Gradle snippets so,
// for a component of the site to show (`<VersionedCodeBlock code={dependenciesCode} />`). A value
// written whole in the page is data, read as a data module's is (never run), and the page's reads of
// it become that value (bound-values.ts). An export that is code (a function, a component, a value
// computed) stays the error it was: code belongs in a file of the site.
import type { Program } from 'estree';
import { NotLiteralError, readLiteralModule } from '../config/literal-module.ts';
import { DATA_LIMITS } from './data-imports.ts';

/**
 * A name a page's constant may have: a value's (a lower-case start). A capitalised name is a component
 * by MDX's rule, which a literal is not; `toc` is the page's table of contents to Docusaurus, made from
 * its headings (its own export gets a hint of its own).
 */
const isValueName = (name: string) => /^[a-z_$]/.test(name) && name !== 'toc';

/** The names and values a page's export statement defines, when every one is a `const` holding a literal; else null. */
export function pageLiteralExports(program: Program | undefined): Map<string, unknown> | null {
  const statements = program?.body ?? [];
  const allConstants = statements.every(
    (statement) =>
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration?.type === 'VariableDeclaration' &&
      statement.declaration.kind === 'const' &&
      statement.declaration.declarations.every((declarator) => declarator.id.type === 'Identifier' && isValueName(declarator.id.name)),
  );
  if (statements.length === 0 || !allConstants) return null;
  try {
    const read = readLiteralModule(program!, DATA_LIMITS);
    return read.kind === 'esm' ? read.named : null;
  } catch (error) {
    if (error instanceof NotLiteralError || error instanceof RangeError) return null;
    throw error;
  }
}
