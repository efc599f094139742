// Where a run's files go: into a staging copy of the output folder, written as they are made (the
// disk works while the next pages render) and swapped in whole at the end ('disk'); or kept in
// memory ('memory': tests). A failed build leaves the previous output as it was.
import type { SiteConfig } from '../config/resolve.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import { isOwnOutput } from '../incremental/output-owner.ts';
import { outputFailure } from '../write/output-failure.ts';
import { byteLengthOf, OutputWriter, type OutputFile } from '../write/output.ts';

export interface Written {
  /** HTML pages and bytes of the output; `reused`: pages taken unchanged from the previous output. */
  pages: number;
  bytes: number;
  reused?: number;
}

export class SiteOutput {
  /** What a build kept in memory made. */
  readonly files: OutputFile[] = [];

  private constructor(readonly writer: OutputWriter | null) {}

  static async open(config: SiteConfig, staticFiles: SiteFolderFile[], toDisk: boolean): Promise<SiteOutput> {
    if (!toDisk) return new SiteOutput(null);
    // Files are kept where they stand only in the output this user's last build wrote (output-owner.ts).
    const writer = await OutputWriter.open(config.outDir, staticFiles, isOwnOutput(config.root, config.outDir)).catch((error: unknown) => {
      throw outputFailure(error, config.outDir) ?? error;
    });
    return new SiteOutput(writer);
  }

  readonly emit = (file: OutputFile): void => {
    if (this.writer) this.writer.add(file);
    else this.files.push(file);
  };

  /** What has been made so far. */
  written(reused: number): Written {
    if (this.writer) return { pages: this.writer.pages, bytes: this.writer.bytes, reused };
    return { pages: this.files.filter((f) => f.path.endsWith('.html')).length, bytes: this.files.reduce((sum, f) => sum + byteLengthOf(f.contents), 0) };
  }

  /** Swaps the finished output in for the previous one. */
  async commit(): Promise<void> {
    await this.writer?.commit();
  }

  async abort(): Promise<void> {
    await this.writer?.abort();
  }
}
