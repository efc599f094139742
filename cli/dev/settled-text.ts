// A file caught half-written (editors and writeFile truncate first) must not be taken for the save.
import { readRegularText } from './regular-file.ts';

/**
 * How long a file must stay unchanged to count as fully written. Only a save that looks like it
 * breaks or reshapes the site waits this long; on a busy machine an editor's truncate and write
 * were seen more than 50 ms apart.
 */
const SETTLE_MS = 150;

/**
 * The longest wait for a file to stay still: a generator rewriting a page every 50 ms never lets it,
 * and the wait held dev's one queue of changes (an author's own save behind it, its error never
 * said) for as long as the generator ran, once a read caught the file half-written.
 */
const MAX_WAIT_MS = 1_000;

/** When a wait for a file to stay still that starts now ends (MAX_WAIT_MS from now). */
export const settleDeadline = () => performance.now() + MAX_WAIT_MS;

/**
 * The file's text once two reads SETTLE_MS apart agree (or the file is gone: the last text seen),
 * or the last text read at `until` (settleDeadline()) of a file that keeps changing.
 */
export function settledText(absPath: string, text: string, until = settleDeadline()): Promise<string> {
  return settledRead(() => readRegularText(absPath), text, until);
}

/**
 * What `read` gives once two reads SETTLE_MS apart agree (a null read: the last text seen), or its
 * last at `until`: the text of several files together, such as a config and the modules it imports.
 */
export async function settledRead(read: () => Promise<string | null>, text: string, until = settleDeadline()): Promise<string> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const again = await read();
    if (again === null || again === text) return text;
    text = again;
    if (performance.now() >= until) return text;
  }
}
