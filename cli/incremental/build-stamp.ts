// A build leaves a stamp of everything it was made from. The next build with the same inputs (same
// content, config, static files, git dates, runtime, templates and CLI) finds the output already
// right and does nothing; any change rebuilds the whole site.
import type { BuildTimeValues } from '../content/build-time-components.ts';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_HTML_FILE } from '../../runtime/shared/site-urls.ts';
import { cliVersion } from '../cli-version.ts';
import { runtimeCacheKey, siteComponentsFingerprint } from '../bundle/runtime.ts';
import { componentSources } from '../bundle/site-components.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { SourceFile } from '../content/discover.ts';
import type { DataFileSource } from '../content/data-files.ts';
import type { StaticRedirectPage } from '../content/static-policy.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { PreviousOutputFiles } from '../write/previous-output-files.ts';
import { outputIntact } from '../write/written-files.ts';
import { isOwnOutput } from './output-owner.ts';

export { BUILD_STAMP_FILE as STAMP_FILE } from '../../runtime/shared/site-urls.ts';
import { BUILD_STAMP_FILE as STAMP_FILE } from '../../runtime/shared/site-urls.ts';

export interface BuildStamp {
  fingerprint: string;
  pages: number;
  records: number;
  bytes: number;
  /** Warnings of that build, printed again when it is reused. */
  diagnostics: Diagnostic[];
  /** The output holds the list of what the build wrote (.devcenter-files.txt). */
  listsFiles?: boolean;
  /** The token the build also kept in the site's cache: the next build reuses the output only with it (output-owner.ts). */
  owner?: string;
}

export interface FingerprintInputs {
  packageRoot: string;
  config: SiteConfig;
  strict: boolean;
  sources: SourceFile[];
  /** The files of static/, as listed (links resolved inside the site only). */
  staticFiles: SiteFolderFile[];
  /** The files of content/ that are not pages (images beside them, the blog's authors map): a page
   * publishes them, so a new one must not find the output already right. */
  contentFiles: SiteFolderFile[];
  gitDates: Map<string, number>;
  /** Warnings about the config that its resolved form does not show (a Docusaurus config's left-out settings). */
  configWarnings?: Diagnostic[];
  /** static/_redirects, which is read, not published (listed with no static file). */
  hostRedirects?: DataFileSource | null;
  /** static/'s pages read as redirects, which are not published either. */
  redirectPages?: readonly StaticRedirectPage[];
  /** What the pages are parsed with beside the config (a swizzled MDXComponents' theme components, Meta's preset). */
  values?: Pick<BuildTimeValues, 'themeComponents' | 'metaPreset'>;
}

export async function buildFingerprint({ packageRoot, config, strict, sources, staticFiles, contentFiles, gitDates, configWarnings = [], hostRedirects = null, redirectPages = [], values = {} }: FingerprintInputs): Promise<string> {
  const digest = createHash('sha256');
  const add = (value: string | Uint8Array) => digest.update(value).update('\0');
  // The CLI itself: a new version or a rebuilt bundle makes a new site.
  add(cliVersion());
  add(await runtimeCacheKey(packageRoot));
  // The site's own components: their code is an input too.
  add(await siteComponentsFingerprint(packageRoot, componentSources(config)));
  for (const name of (await readdir(path.join(packageRoot, 'templates'))).sort()) add(await readFile(path.join(packageRoot, 'templates', name)));
  add(JSON.stringify({ config, strict, configWarnings, themeComponents: values.themeComponents ?? {}, metaPreset: values.metaPreset ?? false }));
  for (const source of sources) add(`${source.contentPath}\n${source.text}`);
  for (const file of staticFiles) add(`${file.relPath}:${file.realPath}:${file.size}:${file.mtimeMs}`);
  add(`redirects\n${hostRedirects?.text ?? ''}`);
  add(JSON.stringify(redirectPages));
  add('content files');
  for (const file of contentFiles) add(`${file.relPath}:${file.realPath}:${file.size}:${file.mtimeMs}`);
  add(JSON.stringify([...gitDates].sort()));
  // A blog post never committed may be dated by its file's modification time (post-file-dates.ts).
  for (const source of sources)
    if (source.contentPath.startsWith('blog/') && !gitDates.has(source.absPath)) add(`${source.contentPath}:${(await stat(source.absPath).catch(() => null))?.mtimeMs ?? ''}`);
  return digest.digest('hex');
}

/** The largest stamp read back: its warnings are a few KB; a file larger is not one this CLI wrote. */
const MAX_STAMP_BYTES = 64 << 20;

/** The stamp of the output in `outDir`, when that output is still there (a stamp that is a link, a
 * FIFO or too large is no stamp: the site is built). */
export async function readStamp(outDir: string): Promise<BuildStamp | null> {
  if (!existsSync(path.join(outDir, NOT_FOUND_HTML_FILE))) return null;
  try {
    const text = new PreviousOutputFiles(outDir).readText(STAMP_FILE, MAX_STAMP_BYTES);
    return text === null ? null : (JSON.parse(text) as BuildStamp);
  } catch {
    return null;
  }
}

/** This build's fingerprint, and the stamp of the output in outDir when that output was built from
 * the very same inputs (then it is already right). */
export async function upToDateOutput(inputs: FingerprintInputs): Promise<{ fingerprint: string; stamp: BuildStamp | null }> {
  const fingerprint = await buildFingerprint(inputs);
  const stamp = await readStamp(inputs.config.outDir);
  // Same inputs, and the output still as the build left it (nothing deleted or edited in it by hand),
  // and this user's last build of the site made it (not one that came with the site).
  const own = stamp?.fingerprint === fingerprint && isOwnOutput(inputs.config.root, inputs.config.outDir);
  return { fingerprint, stamp: own && outputIntact(inputs.config.outDir) ? stamp : null };
}
