// A blog whose Docusaurus config says blogSidebarCount: 0 (HertzBeat's) has no sidebar: its posts and
// lists take the page's width, as Docusaurus's centred column, not the sidebar's narrow one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

describe('a blog without a sidebar', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-blog-no-sidebar', {
      'docusaurus.config.js': "export default {\n  title: 'Orchard',\n  url: 'https://orchard.example',\n  presets: [['classic', { blog: { blogSidebarCount: 0 } }]],\n};\n",
      'content/docs/intro.md': '# Intro\n\nThe docs.\n',
      'content/blog/2025-03-01-pruning.md': '---\ntitle: Pruning the old apple trees before the spring arrives\n---\n\nWe pruned every tree in the north field this week.\n',
    });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it("draws a post and the list in the page's width, not in the narrow column a sidebar would have", async () => {
    expect(build.stderr).toBe('');
    for (const route of ['/blog/2025/03/01/pruning', '/blog']) {
      const problems: string[] = [];
      const tab = await served.open(route, problems);
      await tab.setViewportSize({ width: 1280, height: 900 });
      expect(await tab.locator('.blog-sidebar').count()).toBe(0);
      const main = await tab.locator('main').boundingBox();
      expect(main?.width).toBeGreaterThan(700);
      // The title is on one or two lines, not a word a line.
      const title = await tab.locator('main h1').first().boundingBox();
      expect(title?.height).toBeLessThan(150);
      expect(problems).toEqual([]);
      await tab.close();
    }
  });
});
