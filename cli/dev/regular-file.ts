// What `devcenter dev` reads of the site while it runs goes through here: a FIFO, socket or device
// put where a page or file was (say, `mkfifo content/docs/pipe.md`) would make a plain read wait
// forever, holding one of libuv's four threads, until every read of the server waited behind it.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { sourceText } from '../content/source-text.ts';

/** The file's bytes when it is a regular file (links followed); null when it is gone or is anything else. */
export async function readRegularFile(absPath: string): Promise<Buffer | null> {
  let handle: FileHandle;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
    handle = await open(absPath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (!(await handle.stat()).isFile()) return null;
    return await handle.readFile();
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** The file's text when it is a regular file, read as a build reads a page (UTF-16 by its byte-order mark); null otherwise. */
export async function readRegularText(absPath: string): Promise<string | null> {
  const bytes = await readRegularFile(absPath);
  return bytes === null ? null : sourceText(bytes).text;
}
