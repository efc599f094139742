// dev's watcher (chokidar) reads a folder before watching it, so a folder renamed during its first
// scan is never watched under its new name (test/docusaurus/dev-sidebars.test.ts 'says nothing of a
// folder renamed…' lost a save that way under load). watchMissedFolders gives such folders to it.
// Which folder the scan misses cannot be timed from outside: here chokidar is made to miss one by
// ignoring it until its first scan is done, with real files and a real watcher.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import { describe, expect, it } from 'vitest';
import { watchMissedFolders } from '../../cli/dev/watch-missed-folders.ts';
import { TMP } from '../support/cli.ts';

const notInNodeModules = (folder: string) => folder.includes(`${path.sep}node_modules${path.sep}`);

async function until(check: () => boolean, waitMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe('watchMissedFolders', () => {
  it('watches the folders the first scan missed, so a save in one raises an event, and only those', async () => {
    const root = path.join(TMP, 'watch-missed-folders');
    await rm(root, { recursive: true, force: true });
    await mkdir(path.join(root, 'docs', 'howto', 'deep'), { recursive: true });
    await mkdir(path.join(root, 'docs', 'seen'), { recursive: true });
    await writeFile(path.join(root, 'docs', 'howto', 'deep', 'install.md'), '# Install\n');
    await writeFile(path.join(root, 'docs', 'seen', 'page.md'), '# Page\n');
    let firstScan = true;
    const watcher = watch(path.join(root, 'docs'), { ignoreInitial: true, ignored: (file) => firstScan && file.includes(`${path.sep}howto`) });
    const events: string[] = [];
    watcher.on('all', (event, file) => events.push(`${event} ${path.relative(root, file)}`));
    try {
      await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
      firstScan = false;
      const missed = await watchMissedFolders(watcher, [path.join(root, 'docs'), path.join(root, 'absent')], notInNodeModules);
      // The outer missed folder only: its scan takes what it holds.
      expect(missed).toEqual([path.join(root, 'docs', 'howto')]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await writeFile(path.join(root, 'docs', 'howto', 'deep', 'install.md'), '# Install, edited\n');
      expect(await until(() => events.includes(`change ${path.join('docs', 'howto', 'deep', 'install.md')}`))).toBe(true);
      // What was there before it was watched raised no event (dev compares it with what it read).
      expect(events.filter((event) => event.startsWith('add'))).toEqual([]);
      // Once watched, nothing is missed any more.
      expect(await watchMissedFolders(watcher, [path.join(root, 'docs')], notInNodeModules)).toEqual([]);
    } finally {
      await watcher.close();
    }
  });
});
