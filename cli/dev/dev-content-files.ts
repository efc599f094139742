// The files next to pages as `devcenter dev` holds them: every file of content/ that is not Markdown,
// those the site may publish, and the address dev serves each at (a build copies them under
// assets/files/ instead, named by content hash).
import { contentPathOfDevFile, devContentFileUrl } from '../../runtime/shared/site-urls.ts';
import { publishableContentFiles } from '../check/file-refs.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';

export class DevContentFiles {
  /** All of them, by content path: the checks name the ones a page may not point at. */
  readonly all: Map<string, SiteFolderFile>;
  private readonly publishable: Map<string, SiteFolderFile>;
  /** Content path -> the address a page's reference becomes. */
  readonly urls: Map<string, string>;

  constructor(files: Map<string, SiteFolderFile> = new Map()) {
    this.all = files;
    this.publishable = publishableContentFiles(files);
    this.urls = new Map([...this.publishable.keys()].map((contentPath) => [contentPath, devContentFileUrl(contentPath)]));
  }

  /** The file at `sitePath` and its content path, when the site may publish it (a build does when a page points at it). */
  at(sitePath: string): { contentPath: string; file: SiteFolderFile } | null {
    const contentPath = contentPathOfDevFile(sitePath);
    const file = contentPath === null ? undefined : this.publishable.get(contentPath);
    return file && contentPath !== null ? { contentPath, file } : null;
  }
}
