// A site moved from Docusaurus writes a few of its own components on many pages: Cypress's 369 pages
// gave 2,580 "Unknown component" errors from about 30 names (<Icon> 710 times, <DocsImage> 670). Each
// place stays an error (the build fails; `dev`, JSON and GitHub annotations show every one), but the
// terminal report shows the first few places of each name, then ends with one line per name: how many
// places use it and the one fix that clears them all, most used first, so an author migrating a site
// sees the few things to do (Cypress's report was some 8,000 lines of the same errors).
import type { Diagnostic } from '../diagnostics.ts';

const UNKNOWN_COMPONENT = /^Unknown component <([^>\s]+)>\.$/;

/** Names listed at most; a site with more is told how many others there are. */
const MAX_NAMES_LISTED = 40;

/** Places of one name the terminal report shows in full; the summary counts them all. */
export const PLACES_SHOWN_PER_NAME = 5;

/** The name of the component an "Unknown component" error is about, or null for any other diagnostic. */
export function unknownComponentOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'mdx' ? (UNKNOWN_COMPONENT.exec(diagnostic.message)?.[1] ?? null) : null;
}

/**
 * A name and its fix: the places of one name left out of the report, and counted on one line of the
 * summary, are those that one change clears. A place of the same name may ask for another change (a
 * <Foo> in lines indented as code, whose fix is a fence, not a registration): it is shown, and counted
 * on a line of its own, never folded under the first place's fix.
 */
function useKey(name: string, diagnostic: Diagnostic): string {
  return `${name}\0${fixOf(diagnostic)}`;
}

/**
 * The diagnostics the terminal report shows in full, in their order: all but an unknown component's
 * places past the first PLACES_SHOWN_PER_NAME of the same fix. One that counts problems not shown at
 * all (a file's errors past its cap, diagnostic-cap.ts) is shown: nothing else says them.
 */
export function shownInReport(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, number>();
  return diagnostics.filter((diagnostic) => {
    const name = unknownComponentOf(diagnostic);
    if (name === null || diagnostic.more) return true;
    const key = useKey(name, diagnostic);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count <= PLACES_SHOWN_PER_NAME;
  });
}

interface NameUse {
  name: string;
  places: number;
  files: Set<string>;
  fix: string;
}

/** The one change that clears every place of the name, from its first error's suggestion or hint. */
function fixOf(diagnostic: Diagnostic): string {
  if (diagnostic.suggestion !== undefined) return `did you mean ${diagnostic.suggestion}?`;
  const hint = diagnostic.hint ?? '';
  // The hint says where the registration comes from and why; the summary needs only the registration.
  const registration = /register[^(:]* in site\.config\.ts[ :(]+(components: \{[^}]*\})/i.exec(hint)?.[1];
  return registration ? `register in site.config.ts: ${registration}` : hint;
}

/**
 * The closing lines of the terminal report when unknown components are written at more than one place:
 * per name, its places and files and its fix, most used first. Empty otherwise.
 */
export function unknownComponentSummary(diagnostics: Diagnostic[]): string[] {
  // By name and fix (useKey): a name whose places ask for different changes has a line for each.
  const uses = new Map<string, NameUse>();
  const names = new Set<string>();
  let places = 0;
  for (const diagnostic of diagnostics) {
    const name = unknownComponentOf(diagnostic);
    if (name === null) continue;
    places++;
    names.add(name);
    const key = useKey(name, diagnostic);
    const use = uses.get(key);
    if (use) {
      use.places++;
      use.files.add(diagnostic.file ?? '');
    } else uses.set(key, { name, places: 1, files: new Set([diagnostic.file ?? '']), fix: fixOf(diagnostic) });
  }
  if (places < 2) return [];
  const ranked = [...uses.values()].sort((a, b) => b.places - a.places || a.name.localeCompare(b.name));
  const listed = ranked.slice(0, MAX_NAMES_LISTED);
  const tags = listed.map((use) => `<${use.name}>`);
  const counts = listed.map((use) => `${plural(use.places, 'place')} in ${plural(use.files.size, 'file')}`);
  const tagWidth = Math.max(...tags.map((tag) => tag.length));
  const countWidth = Math.max(...counts.map((count) => count.length));
  const components = names.size === 1 ? 'one component' : `${names.size} components`;
  const hidden = ranked.some((use) => use.places > PLACES_SHOWN_PER_NAME);
  return [
    `Unknown components: ${places} places use ${components}; the fix of each clears all its places (a site's own component is registered in site.config.ts, README: "Site components"):`,
    ...listed.map((use, i) => `  ${tags[i].padEnd(tagWidth)}  ${counts[i].padEnd(countWidth)}  ${use.fix}`.trimEnd()),
    ...(ranked.length > listed.length ? [`  … and ${ranked.length - listed.length} more components or fixes, each used less.`] : []),
    ...(hidden ? [`  (the report above shows the first ${PLACES_SHOWN_PER_NAME} places of each; \`--reporter json\` lists every one)`] : []),
  ];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
