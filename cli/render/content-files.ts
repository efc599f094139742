// Files next to pages, in the output: each file of content/ a page points at, copied once under
// assets/files/ with its content hash in its name (so it is cached for good, and a changed file gets
// a new address), and the address each page's reference becomes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_PATH, outputFileOf } from '../../runtime/shared/site-urls.ts';
import { docusaurusStaticPath, siteRootStaticPath } from '../content/file-refs.ts';
import type { Page } from '../content/page.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import type { OutputFile } from '../write/output.ts';

export function contentFileOutputs(pages: Iterable<Page>, publishable: ReadonlyMap<string, SiteFolderFile>, staticPaths: ReadonlySet<string>): { urls: Map<string, string>; files: OutputFile[] } {
  const urls = new Map<string, string>();
  const files: OutputFile[] = [];
  const refs = [...pages].flatMap((page) => page.fileRefs);
  const referenced = new Set(refs.map((ref) => ref.contentPath));
  // Those written from the site's root (`/img/x.png`, `@site/img/x.png`), which static/ may hold.
  const fromRoot = new Set(refs.filter((ref) => siteRootStaticPath(ref.url, ref.contentPath, publishable, staticPaths) !== null).map((ref) => ref.contentPath));
  for (const contentPath of [...referenced].sort()) {
    // `../static/x.png` as from Docusaurus's docs/, or `/img/x.png` from the root: the file of static/, published there already.
    const inStatic = docusaurusStaticPath(contentPath, publishable, staticPaths) ?? (fromRoot.has(contentPath) ? `/${contentPath}` : null);
    if (inStatic) urls.set(contentPath, inStatic);
    const file = publishable.get(contentPath);
    if (!file) continue;
    const bytes = readFileSync(file.realPath);
    const extension = path.posix.extname(contentPath);
    const name = path.posix.basename(contentPath, extension).replace(/[^\w.-]+/g, '-');
    const url = `${ASSETS_PATH}files/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${extension.toLowerCase()}`;
    urls.set(contentPath, url);
    files.push({ path: outputFileOf(url), contents: bytes });
  }
  return { urls, files };
}
