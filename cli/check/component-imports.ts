// An import of the same component of the site that is not registered is reported once for the whole
// site: registering it in site.config.ts once accepts it on every page, and generated pages import the
// same component on each (Saleor's GraphQL reference imports two so on 1,870 pages, 3,740 errors).
import type { Diagnostic } from '../diagnostics.ts';

const UNREGISTERED_IMPORT = /^Import of "(.*)": content cannot import code\.$/;

/** The module a diagnostic says is imported and would be accepted once registered, else null. */
function unregisteredComponentImportOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'mdx' || !diagnostic.hint?.includes('register it in site.config.ts')) return null;
  return UNREGISTERED_IMPORT.exec(diagnostic.message)?.[1] ?? null;
}

/** The diagnostics with each such import's errors folded into the first: where it first appears, and in how many files. */
export function foldUnregisteredComponentImports(diagnostics: Diagnostic[]): Diagnostic[] {
  const filesByModule = new Map<string, Set<string>>();
  const firsts = new Set<Diagnostic>();
  for (const diagnostic of diagnostics) {
    const module = unregisteredComponentImportOf(diagnostic);
    if (module === null) continue;
    const files = filesByModule.get(module);
    if (files) files.add(diagnostic.file ?? '');
    else {
      filesByModule.set(module, new Set([diagnostic.file ?? '']));
      firsts.add(diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const module = unregisteredComponentImportOf(diagnostic);
    if (module === null) return [diagnostic];
    if (!firsts.has(diagnostic)) return [];
    const count = filesByModule.get(module)!.size;
    return [count === 1 ? diagnostic : { ...diagnostic, message: diagnostic.message.replace(/\.$/, ` (in ${count} files; this is the first).`) }];
  });
}
