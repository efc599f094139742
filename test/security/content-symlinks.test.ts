// Issue #14, point 5 (the build's half): a symbolic link in static/ or content/ that leaves the site
// root is an error naming the link and where it points, a loop is reported instead of followed, a
// link inside the site still works, and the output never holds a link. Round 2: a link must stay in
// its own folder (static/ in static/, content/ in content/) and never lead to a hidden path, so that
// a checkout's `.git/config` (a CI token) or `.env` is never published.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, fixtureCopy, REPO_ROOT, runCli, type CliResult } from '../support/cli.ts';
import { startDev } from './servers-support.ts';

/** The CLI, killed if it runs longer than `ms` (a build following a link loop never ends). */
function runCliWithin(ms: number, args: string[]): Promise<CliResult & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, ms);
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr, timedOut });
    });
  });
}

/** Every entry of `dir`, recursively, that is a symbolic link. */
async function linksIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (lstatSync(full).isSymbolicLink()) found.push(full);
  }
  return found;
}

describe('symbolic links in a site', () => {
  it('refuses a link in static/ to /etc/passwd or /proc/self/environ, naming the link and its target', async () => {
    const site = await fixtureCopy('basic', 'security-links-static');
    await symlink('/etc/passwd', path.join(site, 'static/passwd.txt'));
    await symlink('/proc/self/environ', path.join(site, 'static/img/environ'));
    const result = await runCli(['build', site], { env: { DEVCENTER_SEARCH_ADMIN_KEY: 'admin-secret-for-the-test' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/passwd.txt  error  Symbolic link "static/passwd.txt" points outside the site root, to "/etc/passwd".');
    expect(result.stderr).toMatch(/static\/img\/environ {2}error {2}Symbolic link "static\/img\/environ" points outside the site root, to "\/proc\/\d+\/environ" \(written "\/proc\/self\/environ"\)\./);
    expect(result.stderr).toContain('hint: copy what it points to into the site, or remove the link');
    expect(result.stderr).not.toContain('internal error');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('refuses a link in content/ that publishes a file outside the site as a page', async () => {
    const site = await fixtureCopy('basic', 'security-links-content');
    const outside = path.join(path.dirname(site), 'security-links-outside.mdx');
    await writeFile(outside, '# Secret notes\n\nNot for the site.\n');
    await symlink(outside, path.join(site, 'content/docs/secret.mdx'));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`content/docs/secret.mdx  error  Symbolic link "content/docs/secret.mdx" points outside the site root, to "${outside}".`);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it("never lists a folder outside the site through a link at src/ or src/pages/: a broken link's hint names no file of it", async () => {
    const site = await fixtureCopy('basic', 'security-links-src-pages', {
      'src/pages/help.js': 'export default () => null;\n',
      'content/docs/linking.md': '# Linking\n\n[a](/help) [b](/secret-plan) [c](/nested/secret-plan)\n',
    });
    const outside = path.join(path.dirname(site), 'security-links-src-pages-outside');
    await rm(outside, { recursive: true, force: true });
    await mkdir(path.join(outside, 'pages'), { recursive: true });
    await writeFile(path.join(outside, 'pages', 'secret-plan.js'), '');
    await writeFile(path.join(outside, 'secret-plan.js'), '');
    // A folder of src/pages/ a link outside: its files are no pages of the site.
    await symlink(outside, path.join(site, 'src/pages/nested'));
    const inside = await runCli(['check', site]);
    expect(inside.stderr).toContain('hint: src/pages/help.js is a React page of the Docusaurus site');
    expect(inside.stderr).not.toContain('secret-plan.js');
    // src/pages/ itself, then src/, a link outside.
    await rm(path.join(site, 'src'), { recursive: true });
    await mkdir(path.join(site, 'src'));
    await symlink(outside, path.join(site, 'src/pages'));
    const pagesLinked = await runCli(['check', site]);
    expect(pagesLinked.stderr).toContain('broken link "/secret-plan"');
    expect(pagesLinked.stderr).not.toContain('secret-plan.js');
    await rm(path.join(site, 'src'), { recursive: true });
    await symlink(outside, path.join(site, 'src'));
    const srcLinked = await runCli(['check', site]);
    expect(srcLinked.stderr).toContain('broken link "/secret-plan"');
    expect(srcLinked.stderr).not.toContain('secret-plan.js');
  });

  it("never reads versions.json or versioned_docs/ through a link outside the site: a broken link's hint tells nothing of it", async () => {
    const site = await fixtureCopy('basic', 'security-links-versions', { 'content/docs/linking.md': '# Linking\n\n[a](/docs/tok_live_1234/x) [b](/docs/hidden-name/y)\n' });
    const outside = path.join(path.dirname(site), 'security-links-versions-outside');
    await rm(outside, { recursive: true, force: true });
    await mkdir(path.join(outside, 'version-hidden-name'), { recursive: true });
    await writeFile(path.join(outside, 'list.json'), '["tok_live_1234"]\n');
    await symlink(path.join(outside, 'list.json'), path.join(site, 'versions.json'));
    await symlink(outside, path.join(site, 'versioned_docs'));
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('broken link "/docs/tok_live_1234/x"');
    expect(result.stderr).toContain('broken link "/docs/hidden-name/y"');
    expect(result.stderr).not.toContain('version tok_live_1234');
    expect(result.stderr).not.toContain('version hidden-name');
    // The same files in the site are read: the hints name the versions.
    await rm(path.join(site, 'versions.json'));
    await rm(path.join(site, 'versioned_docs'));
    await cp(path.join(outside, 'list.json'), path.join(site, 'versions.json'));
    await cp(outside, path.join(site, 'versioned_docs'), { recursive: true });
    const inside = await runCli(['check', site]);
    expect(inside.stderr).toContain('version tok_live_1234 (versioned_docs/) is not read');
    expect(inside.stderr).toContain('version hidden-name (versioned_docs/) is not read');
  });

  it("never tells through a link at src/, src/theme/ or its file whether a theme component's file is outside the site", async () => {
    const page = "import Secret from '@theme/Secret';\n\n# Theme\n\n<Secret />\n";
    const site = await fixtureCopy('basic', 'security-links-src-theme', { 'content/docs/theme.mdx': page, 'src/theme/Own.tsx': 'export default () => null;\n' });
    const outside = path.join(path.dirname(site), 'security-links-src-theme-outside');
    await rm(outside, { recursive: true, force: true });
    await mkdir(path.join(outside, 'theme'), { recursive: true });
    await writeFile(path.join(outside, 'Secret.tsx'), '');
    await writeFile(path.join(outside, 'theme', 'Secret.tsx'), '');
    const told = (result: { stderr: string }) => result.stderr.includes("the site's own theme component");
    // The site's own file is named.
    await writeFile(path.join(site, 'content/docs/theme.mdx'), page.replaceAll('Secret', 'Own'));
    expect(told(await runCli(['check', site]))).toBe(true);
    await writeFile(path.join(site, 'content/docs/theme.mdx'), page);
    // src/theme/Secret.tsx a link to a file outside, then src/theme/, then src/ a link outside.
    await symlink(path.join(outside, 'Secret.tsx'), path.join(site, 'src/theme/Secret.tsx'));
    expect(told(await runCli(['check', site]))).toBe(false);
    await rm(path.join(site, 'src'), { recursive: true });
    await mkdir(path.join(site, 'src'));
    await symlink(outside, path.join(site, 'src/theme'));
    expect(told(await runCli(['check', site]))).toBe(false);
    await rm(path.join(site, 'src'), { recursive: true });
    await symlink(outside, path.join(site, 'src'));
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('Import of "@theme/Secret"');
    expect(told(result)).toBe(false);
  });

  it("never tells through a link at src/ whether the file of an import written for Docusaurus's layout (../src/x from docs/) is outside the site", async () => {
    const page = "import Secret from '../src/components/Secret';\n\n# Moved\n\n<Secret />\n";
    const site = await fixtureCopy('basic', 'security-links-moved-import', { 'content/docs/moved.mdx': page, 'src/components/Own.js': 'export default () => null;\n' });
    const outside = path.join(path.dirname(site), 'security-links-moved-import-outside');
    await rm(outside, { recursive: true, force: true });
    await mkdir(path.join(outside, 'components'), { recursive: true });
    await writeFile(path.join(outside, 'components', 'Secret.js'), '');
    const named = (result: { stderr: string }, name: string) => result.stderr.includes(`components: { ${name}: './src/components/${name}' }`);
    // The site's own file is named where it is.
    await writeFile(path.join(site, 'content/docs/moved.mdx'), page.replaceAll('Secret', 'Own'));
    expect(named(await runCli(['check', site]), 'Own')).toBe(true);
    await writeFile(path.join(site, 'content/docs/moved.mdx'), page);
    // src/ a link to a folder outside that holds components/Secret.js: its presence is not told.
    await rm(path.join(site, 'src'), { recursive: true });
    await symlink(outside, path.join(site, 'src'));
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('Import of "../src/components/Secret"');
    expect(named(result, 'Secret')).toBe(false);
  });

  it("says what a relative link of a docs folder moved from Docusaurus's layout meant (docs/changelog.md -> ../CHANGELOG.md), never naming a hidden file or one that is no page", async () => {
    const site = await fixtureCopy('basic', 'security-links-moved-docs');
    await writeFile(path.join(site, 'CHANGELOG.md'), '# Changelog\n');
    await writeFile(path.join(site, '.env'), 'TOKEN=secret\n');
    await symlink('../CHANGELOG.md', path.join(site, 'content/docs/changelog.md'));
    await symlink('../.env', path.join(site, 'content/docs/env.md'));
    await symlink('../missing.md', path.join(site, 'content/docs/missing.md'));
    await writeFile(path.join(site, 'credentials.json'), '{"token": "secret"}\n');
    await symlink('../credentials.json', path.join(site, 'content/docs/credentials.json'));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/changelog.md  error  Symbolic link "content/docs/changelog.md" -> "../CHANGELOG.md" points to nothing (ENOENT).\n  hint: it was written for the docs folder at the site\'s root, as Docusaurus keeps it, and meant "CHANGELOG.md"; a link in content/ must lead to a file in content/');
    expect(result.stderr).toContain('content/docs/env.md  error  Symbolic link "content/docs/env.md" -> "../.env" points to nothing (ENOENT).\n  hint: remove the link, or create what it points to inside the site.');
    expect(result.stderr).toContain('content/docs/missing.md  error  Symbolic link "content/docs/missing.md" -> "../missing.md" points to nothing (ENOENT).\n  hint: remove the link, or create what it points to inside the site.');
    // Nor another file than a page: it would be copied where pages are published.
    expect(result.stderr).toContain('content/docs/credentials.json  error  Symbolic link "content/docs/credentials.json" -> "../credentials.json" points to nothing (ENOENT).\n  hint: remove the link, or create what it points to inside the site.');
  });

  it('reports a link loop in content/ instead of following it, and the build ends', async () => {
    const site = await fixtureCopy('basic', 'security-links-loop');
    await symlink('..', path.join(site, 'content/docs/loop'));
    await symlink('self', path.join(site, 'content/docs/self'));
    const result = await runCliWithin(30_000, ['build', site]);
    expect(result.timedOut).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/loop  error  Symbolic link "content/docs/loop" -> ".." points back to "content", a folder it is in: following it would never end.');
    expect(result.stderr).toContain('content/docs/self  error  Symbolic link "content/docs/self" -> "self" is a loop of links that never reaches a file.');
  });

  it('refuses links from static/ and content/ to the checkout\'s .git and .env, naming each link, where it points and why', async () => {
    const site = await fixtureCopy('basic', 'security-links-checkout', {
      '.git/config': '[remote "origin"]\n\turl = https://x-access-token:ghs_secrettoken@github.com/o/r.git\n',
      '.env': 'DEVCENTER_SEARCH_ADMIN_KEY=env-secret-in-the-page\n',
    });
    await symlink('../.git/config', path.join(site, 'static/gitconfig.txt'));
    await symlink('../.env', path.join(site, 'static/env.txt'));
    await mkdir(path.join(site, 'static/dir'));
    await symlink('../../.git', path.join(site, 'static/dir/git'));
    await symlink('../../.env', path.join(site, 'content/docs/envpage.md'));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/gitconfig.txt  error  Symbolic link "static/gitconfig.txt" -> "../.git/config" points outside static/, to ".git/config": a link in static/ must lead to a file in static/.');
    expect(result.stderr).toContain('static/env.txt  error  Symbolic link "static/env.txt" -> "../.env" points outside static/, to ".env"');
    expect(result.stderr).toContain('static/dir/git  error  Symbolic link "static/dir/git" -> "../../.git" points outside static/, to ".git"');
    expect(result.stderr).toContain('content/docs/envpage.md  error  Symbolic link "content/docs/envpage.md" -> "../../.env" points outside content/, to ".env": a link in content/ must lead to a file in content/.');
    expect(result.stderr).toContain('hint: copy the file into static/ instead of linking to it, or remove the link.');
    expect(result.stderr).not.toContain('secrettoken');
    expect(result.stderr).not.toContain('env-secret-in-the-page');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('refuses a link inside static/ that leads into a hidden folder of it', async () => {
    const site = await fixtureCopy('basic', 'security-links-hidden', { 'static/.private/token.txt': 'hidden token\n' });
    await symlink('.private/token.txt', path.join(site, 'static/token.txt'));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/token.txt  error  Symbolic link "static/token.txt" -> ".private/token.txt" points to "static/.private/token.txt", inside the hidden "static/.private"');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('follows links that stay inside their own folder, and the output holds copies, never a link', async () => {
    const site = await fixtureCopy('basic', 'security-links-inside', {
      'content/_shared/reused.mdx': '---\ntitle: Reused\n---\n\nA page kept in a partials folder of content/.\n',
      'static/files/notes.txt': 'shared notes\n',
    });
    await symlink('../_shared', path.join(site, 'content/docs/shared'));
    await symlink('files/notes.txt', path.join(site, 'static/notes.txt'));
    await mkdir(path.join(site, 'static/more'), { recursive: true });
    await symlink('../img', path.join(site, 'static/more/img'));
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = path.join(site, 'build');
    expect(await readFile(path.join(out, 'docs/shared/reused/index.html'), 'utf8')).toContain('A page kept in a partials folder of content/.');
    expect(await readFile(path.join(out, 'notes.txt'), 'utf8')).toBe('shared notes\n');
    expect(existsSync(path.join(out, 'more/img/logo.svg'))).toBe(true);
    expect(await linksIn(out)).toEqual([]);
  });
});

describe('links that appear in content/ while dev runs', () => {
  it('are refused as the build refuses them: neither a new link nor a page swapped for one serves the file outside, and the problems name the link', async () => {
    const site = await fixtureCopy('basic', 'security-links-dev');
    const outside = path.join(path.dirname(site), 'security-links-dev-outside.mdx');
    await writeFile(outside, '# Secret notes\n\nSECRET-OUTSIDE-THE-SITE\n');
    const dev = await startDev(site);
    try {
      const page = async (route: string) => {
        const answer = await fetch(new URL(route, dev.url));
        return { status: answer.status, text: await answer.text() };
      };
      expect((await page('/docs/start')).status).toBe(200);
      // A new file that is a link out of the site.
      await symlink(outside, path.join(site, 'content/docs/late.mdx'));
      // A page of the site swapped for such a link (ln -sf).
      await rm(path.join(site, 'content/docs/start.mdx'));
      await symlink(outside, path.join(site, 'content/docs/start.mdx'));
      // The watcher's events and a file's settling take a moment: the pages are asked for a few seconds.
      for (let i = 0; i < 8; i++) {
        await new Promise((r) => setTimeout(r, 500));
        for (const route of ['/docs/late', '/docs/start']) expect((await page(route)).text, route).not.toContain('SECRET-OUTSIDE-THE-SITE');
      }
      const search = await fetch(new URL('/1/indexes/*/queries?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key', dev.url), {
        method: 'POST',
        headers: { origin: new URL(dev.url).origin },
        body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'secret notes' }] }),
      });
      expect(search.status).toBe(200);
      expect(await search.text()).not.toContain('Secret notes');
      await expect.poll(() => dev.output(), { timeout: 10_000 }).toContain('Symbolic link "content/docs/late.mdx" points outside the site root');
    } finally {
      await dev.stop();
    }
  });
});
