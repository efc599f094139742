// A file caught half-written (editors and writeFile truncate first) must not be taken for the save.
import { readRegularText } from './regular-file.ts';

/**
 * How long a file must stay unchanged to count as fully written. Only a save that looks like it
 * breaks or reshapes the site waits this long; on a busy machine an editor's truncate and write
 * were seen more than 50 ms apart.
 */
const SETTLE_MS = 150;

/** The file's text once two reads SETTLE_MS apart agree (or the file is gone: the last text seen). */
export async function settledText(absPath: string, text: string): Promise<string> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const again = await readRegularText(absPath);
    if (again === null || again === text) return text;
    text = again;
  }
}
