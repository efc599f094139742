// Looking up from the current folder for the site's root: a site.config.ts further up runs only when
// it is the user's own. Another user's symbolic link there, to a script the user owns (for root, any
// root-owned .js on the machine), is not: it would run that script as the config.
import { existsSync } from 'node:fs';
import { lchown, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';

// Giving a link away needs root.
it.skipIf(typeof process.getuid !== 'function' || process.getuid() !== 0)("on the way up, passes a site.config.ts that is another user's link to a file of the user's own, and does not run it", async () => {
  // Outside this repository, whose own site.config.ts would be found further up.
  const shared = await mkdtemp(path.join(tmpdir(), 'devcenter-foreign-link-'));
  try {
    const marker = path.join(shared, 'ran');
    const gadget = path.join(shared, 'users-own-script.mjs');
    await writeFile(gadget, `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nexport default { title: 'Gadget', url: 'https://gadget.example' };\n`);
    await mkdir(path.join(shared, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(shared, 'content', 'docs', 'intro.md'), '# Intro\n\nHello.\n');
    await symlink(gadget, path.join(shared, 'site.config.ts'));
    await lchown(path.join(shared, 'site.config.ts'), 12345, 12345);
    const below = path.join(shared, 'mine', 'deeper');
    await mkdir(below, { recursive: true });
    const planted = await runCli(['check'], { cwd: below });
    expect(existsSync(marker)).toBe(false);
    expect(planted.code).toBe(2);
    expect(planted.stderr).toContain(`No site.config.ts in ${below}`);
    expect(planted.stderr).toContain(`hint: ${shared} holds a site, but it belongs to another user`);
  } finally {
    await rm(shared, { recursive: true, force: true });
  }
});
