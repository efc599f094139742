// The site's config, compiled once per change: compiling means starting esbuild, a good part of
// what a rebuild with nothing changed would otherwise spend. Kept in the site's cache folder (outside
// the site: cache-folder.ts) and used again only while every file that went into it, the config
// itself among them, reads the same.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliVersion } from '../cli-version.ts';
import { CONFIG_FILE } from '../config/config-file.ts';
import { readCacheText, siteCacheDir } from './cache-folder.ts';
import { hashText } from './hashing.ts';

/** site.config.ts compiled to one ES module, and every file that went into it. */
export interface CompiledConfig {
  code: string;
  inputs: { file: string; hash: string }[];
}

const compiledConfigFile = (root: string) => path.join(siteCacheDir(root), 'config.json');

export function fileHash(file: string): string | null {
  try {
    return hashText(readFileSync(file));
  } catch {
    return null;
  }
}

export function readCompiledConfig(root: string): CompiledConfig | null {
  try {
    const cached = JSON.parse(readCacheText(compiledConfigFile(root)) ?? 'null') as CompiledConfig & { cli: string; root?: string };
    // A site copied with its cache names the files of the original: compiled for another root, it is not this one's.
    if (cached.cli !== cliVersion() || cached.root !== path.resolve(root) || cached.inputs.some((input) => fileHash(input.file) !== input.hash)) return null;
    // Compiled from this very config: a list of inputs without it proves nothing.
    if (!cached.inputs.some((input) => path.resolve(input.file) === path.join(path.resolve(root), CONFIG_FILE))) return null;
    return cached;
  } catch {
    return null; // none yet, or unreadable: compile
  }
}

export function writeCompiledConfig(root: string, compiled: CompiledConfig): void {
  try {
    mkdirSync(siteCacheDir(root), { recursive: true });
    const target = compiledConfigFile(root);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ cli: cliVersion(), root: path.resolve(root), ...compiled }));
    renameSync(temporary, target);
  } catch {
    // A read-only site still builds; it compiles its config every time.
  }
}

