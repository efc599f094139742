// Stage "write": the output finished and swapped in for the previous one. With it go what each page
// was made from (the next build takes unchanged pages from it) and the stamp of the whole (the next
// build with the same inputs stops early; it also marks the folder as one a build may replace).
import type { Route } from '../content/route.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { STAMP_FILE, type BuildStamp } from '../incremental/build-stamp.ts';
import { newOwnerToken, rememberOwnOutput } from '../incremental/output-owner.ts';
import { MANIFEST_FILE, pageManifest } from '../incremental/page-reuse.ts';
import type { SiteOutput, Written } from './output.ts';
import type { RenderedSite } from './render.ts';

export interface WriteInputs {
  output: SiteOutput;
  routes: Route[];
  rendered: RenderedSite;
  fingerprint: string | null;
  diagnostics: Diagnostic[];
  /** The site's root and output folder: where the output's owner token is kept. */
  site: { root: string; outDir: string };
}

export async function writeSite({ output, routes, rendered, fingerprint, diagnostics, site }: WriteInputs): Promise<Written> {
  const written = output.written(rendered.pages.reused);
  if (!output.writer) return written;
  const { contextHash, pageKeys, pages } = rendered;
  if (contextHash) output.emit({ path: MANIFEST_FILE, contents: JSON.stringify(pageManifest(contextHash, routes, pageKeys, pages)) });
  // listsFiles: this output has a list of what it wrote (written-files.ts); one gone later is damage.
  const owner = newOwnerToken();
  const stamp: BuildStamp = { fingerprint: fingerprint ?? '', pages: written.pages, records: pages.records.count, bytes: written.bytes, diagnostics, listsFiles: true, owner };
  output.emit({ path: STAMP_FILE, contents: JSON.stringify(stamp) });
  await output.commit();
  rememberOwnOutput(site.root, site.outDir, owner);
  return written;
}
