// The only module that touches the output folder. Everything goes to a sibling temp folder first;
// only a finished build replaces the output, so a failed build leaves the previous one as it was.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface OutputFile {
  /** Path relative to the output folder, forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

export async function writeOutput(outDir: string, files: OutputFile[], copyDirs: string[] = []): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const staging = path.join(parent, `.${base}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    for (const dir of copyDirs) if (existsSync(dir)) await cp(dir, staging, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(staging, f.path))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all(files.map((f) => writeFile(path.join(staging, f.path), f.contents)));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = path.join(parent, `.${base}.old-${process.pid}-${Date.now()}`);
  const hadPrevious = existsSync(outDir);
  if (hadPrevious) await rename(outDir, previous);
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
