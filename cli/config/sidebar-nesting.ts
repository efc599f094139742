// How deep a sidebar may nest. Every stage after this one (checks, the sidebar's window, React's
// render) walks it recursively: a sidebars.json nested a thousand levels, or a thousand folders one
// in another, overflowed the stack as an "internal error". A reader's sidebar is a few levels deep.
import { ConfigError } from '../diagnostics.ts';

export const MAX_SIDEBAR_DEPTH = 100;

/** How deep arrays and objects nest in a value, counted without recursion (stopping past `limit`). */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Throws for a sidebars file whose items nest past the limit. Each level of items is an object in a
 * list (two levels of the value), and the file's top is an object of sidebars.
 */
export function checkSidebarsFileDepth(exported: unknown, file: string): void {
  if (nestingDepth(exported, 2 * MAX_SIDEBAR_DEPTH + 2) <= 2 * MAX_SIDEBAR_DEPTH + 2) return;
  throw new ConfigError([
    { severity: 'error', code: 'config', message: `${file} nests its sidebar items more than ${MAX_SIDEBAR_DEPTH} levels deep.`, file, hint: 'a sidebar a reader can use is a few levels deep: flatten it.' },
  ]);
}

/** Throws for a docs folder that nests past the limit, naming its deepest file. */
export function checkDocsFolderDepth(files: string[], folder: string): void {
  const deepest = files.reduce((a, b) => (b.split('/').length > a.split('/').length ? b : a), '');
  if (deepest.split('/').length - 1 <= MAX_SIDEBAR_DEPTH) return;
  const file = `${folder}/${deepest}`;
  throw new ConfigError([
    { severity: 'error', code: 'config', message: `${file} is ${deepest.split('/').length - 1} folders deep: the sidebar made from the folders would nest more than ${MAX_SIDEBAR_DEPTH} levels.`, file, hint: 'move it up, or give the site a sidebars file.' },
  ]);
}
