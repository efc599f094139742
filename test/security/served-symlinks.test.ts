// Issue #14, point 5 (the servers' half): `devcenter serve` and `devcenter dev` never follow a
// symbolic link out of the folder they serve. The links are made directly in a built output folder
// and in static/ (the build's own refusal of such links is tested elsewhere).
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

/** What a leak would show: /etc/passwd's first user, or the site's config. */
function expectNothingLeaked(pathname: string, answer: { status: number; body: string }): void {
  expect(answer.status, pathname).toBe(404);
  expect(answer.body, pathname).not.toContain('root:');
  expect(answer.body, pathname).not.toContain('defineConfig');
}

describe('devcenter serve', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'security-served-symlinks');
    expect((await runCli(['build', site])).code).toBe(0);
    const out = path.join(site, 'build');
    await symlink('/etc/passwd', path.join(out, 'passwd.txt'));
    await symlink(path.join(site, 'site.config.ts'), path.join(out, 'config.txt'));
    await symlink('../../site.config.ts', path.join(out, 'assets', 'config.js'));
    await mkdir(path.join(out, 'docs', 'leak'), { recursive: true });
    await symlink('/etc/passwd', path.join(out, 'docs', 'leak', 'index.html'));
    // A folder link out of the output, and one that stays inside it.
    await symlink(site, path.join(out, 'project'));
    await symlink('img', path.join(out, 'pictures'));
    server = await startServe([site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('answers 404 for a link in the output folder that points outside it', async () => {
    for (const pathname of ['/passwd.txt', '/config.txt', '/assets/config.js', '/docs/leak', '/project/site.config.ts', '/project/content/docs/start.mdx']) {
      expectNothingLeaked(pathname, await rawRequest(server.url, pathname));
    }
  });

  it('still serves a link that stays inside the output folder', async () => {
    const answer = await rawRequest(server.url, '/pictures/logo.svg');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<svg');
  });
});

describe('devcenter dev', () => {
  let site: string;
  let dev: RunningDev;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'security-dev-symlinks');
    const staticDir = path.join(site, 'static');
    await symlink('/etc/passwd', path.join(staticDir, 'passwd.txt'));
    await symlink('../site.config.ts', path.join(staticDir, 'config.txt'));
    await symlink('..', path.join(staticDir, 'project'));
    await symlink('img/logo.svg', path.join(staticDir, 'logo-link.svg'));
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('answers 404 for a link in static/ that points outside it', async () => {
    for (const pathname of ['/passwd.txt', '/config.txt', '/project/site.config.ts', '/project/content/docs/start.mdx']) {
      expectNothingLeaked(pathname, await rawRequest(dev.url, pathname));
    }
  });

  it('still serves a link that stays inside static/', async () => {
    const answer = await rawRequest(dev.url, '/logo-link.svg');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<svg');
  });
});

/** The answer at an address once `ok` holds of it, or the last one after 15 s: dev takes a save in its own time. */
async function until(url: string, address: string, ok: (answer: { status: number; body: string }) => boolean) {
  const deadline = Date.now() + 15_000;
  let answer = await rawRequest(url, address);
  while (!ok(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await rawRequest(url, address);
  }
  return answer;
}

describe('devcenter dev and a link in content/ to a folder outside the site', () => {
  it('watches the link, not what it leads to: saves out there raise no event (a link to / would have it scan the disk)', async () => {
    const site = await fixtureCopy('basic', 'security-dev-watch-outside-link');
    const outside = path.join(path.dirname(site), 'security-dev-watch-outside-link-target');
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'y.md'), '# Y\n\nOutside.\n');
    await symlink(outside, path.join(site, 'content', 'docs', 'ext'));
    const dev = await startDev(site, { DEVCENTER_DEV_DEBUG: '1' });
    try {
      // Past the watchers' first scan, then a save outside, then one inside that shows the watcher is live.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await writeFile(path.join(outside, 'y.md'), '# Y\n\nOutside, saved again.\n');
      await writeFile(path.join(outside, 'z.md'), '# Z\n\nNew outside.\n');
      await writeFile(path.join(site, 'content', 'docs', 'start.mdx'), '# Start <b>\n');
      const deadline = Date.now() + 15_000;
      while (!dev.output().includes('Could not parse MDX') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dev.output()).toContain('content/docs/start.mdx:1:9  error  Could not parse MDX');
      expect(dev.output()).not.toMatch(/\[dev\] \w+ \S*ext\/[yz]\.md/);
    } finally {
      await dev.stop();
    }
  }, 30_000);
});

describe('devcenter dev and a link in content/ that the build follows', () => {
  it('follows a save, a new page and a new link in a folder linked inside content/, as a build reads them', async () => {
    const site = await fixtureCopy('basic', 'security-dev-watch-inside-link');
    const shared = path.join(site, 'content', 'shared-docs');
    await mkdir(shared, { recursive: true });
    await writeFile(path.join(shared, 'x.md'), '# X\n\nShared one.\n');
    await symlink('../shared-docs', path.join(site, 'content', 'docs', 'shared'));
    const dev = await startDev(site);
    try {
      expect((await until(dev.url, '/docs/shared/x', (a) => a.body.includes('Shared one.'))).body).toContain('Shared one.');
      // Past the watchers' first scan: what follows is seen through events.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await writeFile(path.join(shared, 'x.md'), '# X\n\nShared two.\n');
      expect((await until(dev.url, '/docs/shared/x', (a) => a.body.includes('Shared two.'))).body).toContain('Shared two.');
      await writeFile(path.join(shared, 'y.md'), '# Y\n\nNew one.\n');
      expect((await until(dev.url, '/docs/shared/y', (a) => a.status === 200)).status).toBe(200);
      await mkdir(path.join(site, 'content', 'more'));
      await writeFile(path.join(site, 'content', 'more', 'm.md'), '# M\n\nMore.\n');
      await symlink('../more', path.join(site, 'content', 'docs', 'more'));
      expect((await until(dev.url, '/docs/more/m', (a) => a.status === 200)).status).toBe(200);
    } finally {
      await dev.stop();
    }
  }, 60_000);

  it('takes a save in a folder a link leads back to at no path through that link, as the build refuses it', async () => {
    const site = await fixtureCopy('basic', 'security-dev-watch-loop-link');
    const docs = path.join(site, 'content', 'docs');
    await writeFile(path.join(docs, 'x.md'), '# X\n\nOne.\n');
    await symlink('.', path.join(docs, 'loop'));
    const dev = await startDev(site);
    try {
      expect((await until(dev.url, '/docs/x', (a) => a.body.includes('One.'))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await writeFile(path.join(docs, 'x.md'), '# X\n\nTwo.\n');
      expect((await until(dev.url, '/docs/x', (a) => a.body.includes('Two.'))).body).toContain('Two.');
      // The build has no page through the loop: content/docs/loop is refused.
      for (const address of ['/docs/loop/x', '/docs/loop/loop/x']) expect((await rawRequest(dev.url, address)).status, address).toBe(404);
    } finally {
      await dev.stop();
    }
  }, 60_000);
});
