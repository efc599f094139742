// What `devcenter dev` reads of the site while it runs goes through here: a FIFO, socket or device
// put where a page or file was (say, `mkfifo content/docs/pipe.md`) would make a plain read wait
// forever, holding one of libuv's four threads, until every read of the server waited behind it.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { MAX_SOURCE_BYTES, sourceText } from '../content/source-text.ts';

/** The file's bytes when it is a regular file (links followed) of at most `maxBytes`; null when it is gone, larger, or anything else. */
export async function readRegularFile(absPath: string, maxBytes = Infinity): Promise<Buffer | null> {
  let handle: FileHandle;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
    handle = await open(absPath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > maxBytes) return null;
    return await handle.readFile();
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The file's text when it is a regular file, read as a build reads a page (UTF-16 by its byte-order mark); null otherwise. */
export async function readRegularText(absPath: string): Promise<string | null> {
  // A page over the size a build reads is not read here either (stage discover reports it).
  const bytes = await readRegularFile(absPath, MAX_SOURCE_BYTES);
  return bytes === null ? null : sourceText(bytes).text;
}
