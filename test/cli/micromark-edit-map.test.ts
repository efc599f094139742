// devcenter's EditMap (cli/content/micromark-edit-map.ts) stands in for micromark's own in the compiled
// CLI, so a page of many short lists under headings (a long changelog) no longer parses in time that
// grows with the square of its length. It must give micromark exactly the events the package gives.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Event } from 'micromark-util-types';
import { EditMap as PackageEditMap } from 'micromark-util-edit-map';
import { describe, expect, it } from 'vitest';
import { EditMap } from '../../cli/content/micromark-edit-map.ts';
import { REPO_ROOT } from '../support/cli.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Events stand-ins: numbers are all the edit map moves around. */
const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => (from + i) as unknown as Event);

describe("devcenter's EditMap", () => {
  it('applies any batch of edits exactly as micromark-util-edit-map does', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = random(seed);
      const length = Math.floor(next() * 40);
      const ours = new EditMap();
      const theirs = new PackageEditMap();
      let added = 1000;
      for (let edits = Math.floor(next() * 6); edits > 0; edits--) {
        // Indexes up to the end (inserting after the last event), a few repeated, some removing past the next edit.
        const at = Math.floor(next() * (length + 1));
        const remove = next() < 0.5 ? 0 : Math.floor(next() * 5);
        const count = Math.floor(next() * 3);
        const before = next() < 0.3;
        for (const map of [ours, theirs]) (before ? map.addBefore : map.add).call(map, at, Math.min(remove, length - at), events(added, count));
        added += count;
      }
      const mine = events(0, length);
      const package_ = events(0, length);
      ours.consume(mine);
      theirs.consume(package_);
      expect(mine, `seed ${seed}`).toEqual(package_);
    }
  });

  it('is the one the compiled CLI parses with', async () => {
    const dist = path.join(REPO_ROOT, 'dist');
    const bundles = (await readdir(dist)).filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(bundles.map((name) => readFile(path.join(dist, name), 'utf8')));
    const parsers = texts.filter((text) => text.includes('node_modules/micromark/lib/initialize/document.js'));
    // The parse workers and the chunk the main thread parses with, each bundling micromark.
    expect(parsers.length).toBeGreaterThanOrEqual(2);
    for (const text of parsers) {
      expect(text).toContain('// cli/content/micromark-edit-map.ts');
      expect(text).not.toContain('// node_modules/micromark-util-edit-map/index.js');
    }
  });
});
