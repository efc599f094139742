// A file under content/ that the sidebars file imports or requires (the docusaurus-openapi-docs plugin's
// generated `docs/api/sidebar.js`, or its `sidebar.ts`) is content, and content never runs: it is read
// as data, its literals evaluated here without running it, and handed to the bundle as JSON.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { OnLoadResult, PartialMessage } from 'esbuild';
import { hiddenSegment } from '../content/site-folder.ts';
import { isInside } from '../is-inside.ts';
import type { LiteralExports } from './literal-module.ts';
import { readLiteralSource } from './literal-source.ts';
import { MAX_SIDEBAR_DEPTH } from './sidebar-nesting.ts';
import { typesStripped, type Position } from './types-stripped.ts';

/** A data file's value, as JSON, may grow to this many times its own length (reusing a declared value
 * a few times is fine; one reused in a chain of doublings would not fit in memory). */
const MAX_GROWTH = 4;
/** …and at least to this many characters, whatever the file's length. */
const MIN_SIZE_LIMIT = 1_000_000;

const HINT =
  'write its value as literals: module.exports = [...], export default {...}, or const sidebar = {...} read as export default sidebar.items. A sidebar that needs code belongs in the sidebars file itself, beside content/.';

/** Larger than this, a data file is no sidebar: not read (its bytes would all be held at once). */
const MAX_DATA_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The text of a data file of content/, read only as the rest of content/ is (site-folder.ts): the
 * sidebars file requires it by a path under content/, but content is a stranger's, and a link there
 * may lead anywhere. A link out of content/ (to /proc/self/environ, whose first line the parse error
 * would print: the build's environment), to a hidden path, or a FIFO or device (a read that waits
 * forever, or /dev/zero's that fills the memory) is refused, never read.
 */
function readContentDataFile(file: string, contentDir: string): { text: string } | { refused: string } {
  let real: string;
  let realContent: string;
  try {
    real = realpathSync(file);
    realContent = realpathSync(contentDir);
  } catch (error) {
    return { refused: `it could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  if (!isInside(real, realContent)) return { refused: `it is a link that leads out of content/ (to ${JSON.stringify(real)})` };
  const hidden = hiddenSegment(path.relative(realContent, real));
  if (hidden !== null) return { refused: `it is a link to a hidden path of content/ (${JSON.stringify(hidden)})` };
  let fd: number;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
    fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { refused: `it could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { refused: 'it is not a regular file (a device, socket or pipe)' };
    if (stats.size > MAX_DATA_FILE_BYTES) return { refused: `it is larger than ${MAX_DATA_FILE_BYTES >> 20} MB` };
    return { text: readFileSync(fd, 'utf8') };
  } finally {
    closeSync(fd);
  }
}

/** The module standing for a data file of content/: its value as JSON, or an error at the place that is code. */
export async function loadContentDataModule(file: string, shown: string, contentDir: string, { isSidebarsFile = false } = {}): Promise<OnLoadResult> {
  const found = readContentDataFile(file, contentDir);
  if ('refused' in found) return { errors: [{ text: `${shown} is under content/, so devcenter reads it as data, and only from content/: ${found.refused}.`, location: { file }, detail: { hint: 'keep the file itself under content/ (a regular file, not a link out of it, a FIFO or a device).' } } satisfies PartialMessage] };
  const text = found.text;
  if (file.endsWith('.json')) return { contents: text, loader: 'json' };
  const problem = (reason: string, at?: { line: number; column: number }): OnLoadResult => ({
    errors: [{ text: `${shown} is under content/, so devcenter reads it as data and never runs it: ${reason}.`, location: at ? locationIn(text, file, at) : { file }, detail: { hint: isSidebarsFile ? sidebarsFileHint(shown) : HINT } } satisfies PartialMessage],
  });
  const compiled = await typesStripped(file, text);
  if ('errors' in compiled) return compiled;
  const read = readLiteralSource(compiled.code, { maxDepth: 2 * MAX_SIDEBAR_DEPTH + 4, maxSize: Math.max(MIN_SIZE_LIMIT, MAX_GROWTH * text.length) });
  if ('exports' in read) return { contents: moduleSource(read.exports), loader: 'js' };
  return problem(read.problem, read.at && compiled.original(read.at));
}

/**
 * For the sidebars file itself, which the Docusaurus config's sidebarPath names in the docs folder
 * (OpenDAL's './docs/sidebars.js') and which moved with it into content/: where it runs as site code.
 */
function sidebarsFileHint(shown: string): string {
  const name = path.posix.basename(shown);
  return `it is the sidebars file the Docusaurus config's sidebarPath names in the docs folder, which is content/docs/ here: move it out of content/, to ${name} at the site's root, where devcenter finds it and runs it as the site's code, or write its value as literals.`;
}

/** An esbuild location (line from 1, column from 0) with the line's text for the code frame. */
function locationIn(text: string, file: string, at: Position): PartialMessage['location'] {
  return { file, line: at.line, column: at.column, lineText: text.split('\n')[at.line - 1] ?? '' };
}

/** The module the bundle reads instead: the value as JSON, parsed (a key like "__proto__" stays a key). */
function moduleSource(exports: LiteralExports): string {
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value) ?? 'null')})`;
  if (exports.kind === 'commonjs') return `module.exports = ${json(exports.value)};\n`;
  return [...exports.named].map(([name, value]) => (name === 'default' ? `export default ${json(value)};\n` : `export const ${name} = ${json(value)};\n`)).join('');
}
