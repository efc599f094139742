// `<BackendTabs.TabItem>` in content against the members the registered component has: known only
// once its module is loaded (the server render loads it, cli/bundle/server-render.ts), so this runs
// after the bundle, where the other checks run before it. Pure: pages and the member tree in,
// diagnostics out.
import type { ComponentMemberTree } from '../bundle/server-render.ts';
import { closest } from '../closest.ts';
import type { Page } from '../content/page.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** The first part of `name` (a dotted path) the component lacks, with the members it has there. */
function missingMember(name: string, members: ComponentMemberTree): { owner: string; member: string; has: string[] } | null {
  const parts = name.split('.');
  for (let i = 1; i < parts.length; i++) {
    const owner = parts.slice(0, i).join('.');
    const has = Object.hasOwn(members, owner) ? members[owner] : [];
    if (!has.includes(parts[i])) return { owner, member: parts[i], has };
  }
  return null;
}

export function checkComponentMembers(pages: Iterable<Page>, members: ComponentMemberTree): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // A partial included by several pages names its missing member once.
  const seen = new Set<string>();
  for (const page of pages) {
    for (const use of page.memberUses ?? []) {
      const missing = missingMember(use.name, members);
      const key = `${use.file}:${use.line}:${use.column}`;
      if (!missing || seen.has(key)) continue;
      seen.add(key);
      const near = closest(missing.member, missing.has);
      const listed = missing.has.length > 0 ? `its members are ${missing.has.map((m) => `${missing.owner}.${m}`).join(', ')}` : `it has none (a member is a component its file sets on it: ${missing.owner}.Item = …)`;
      diagnostics.push({
        severity: 'error',
        code: 'mdx',
        message: `<${use.name}>: the site's component <${missing.owner}> has no member ${missing.member}; ${listed}.`,
        file: use.file,
        line: use.line,
        column: use.column,
        lineText: use.lineText,
        length: use.length,
        ...(near ? { suggestion: `<${[missing.owner, near, ...use.name.split('.').slice(missing.owner.split('.').length + 1)].join('.')}>` } : { hint: `write one of its members, or add ${missing.member} to <${missing.owner}> in its file (${missing.owner}.${missing.member} = …).` }),
      });
    }
  }
  return diagnostics;
}
