// The theme's own words in the site's language, as Docusaurus shows them: its translations
// (@docusaurus/theme-translations) for the default locale, a site's i18n/<locale>/code.json over them,
// in the server's HTML and after hydration alike; an English site keeps the spec's words.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_TRANSLATION_IDS } from '../../runtime/shared/theme-translations.ts';
import { rawRequest, startDev } from '../security/servers-support.ts';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const ZH_CONFIG = "module.exports = {\n  title: '示例文档',\n  url: 'https://zh.example',\n  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] },\n};\n";
const ZH_DOCS = {
  'content/docs/intro.md': '# 入门指南\n\n这是一个安装说明。\n\n## 安装步骤\n\n先下载。\n\n```js\nconst a = 1;\n```\n\n:::warning\n小心。\n:::\n',
  'content/docs/next.md': '# 第二篇\n\n文本。\n',
  'sidebars.js': "module.exports = { docs: ['intro', 'next'] };\n",
};
// A site's own words: one id Docusaurus translates, and a message that is markup, which stays text.
const ZH_CODE_JSON = JSON.stringify(
  {
    'theme.docs.paginator.next': { message: '下一篇文章', description: 'The site says it its own way' },
    'theme.common.skipToMainContent': { message: '<img src=x onerror=alert(1)>跳过' },
    'site.own.id': { message: 'A text of the site itself' },
  },
  null,
  2,
);

const page = (root: string, route: string) => readFile(path.join(root, 'build', route, 'index.html'), 'utf8');
const siteData = (html: string) => JSON.parse(/<script id="__dc_data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]) as { site: { translations?: Record<string, string> } };

describe("the theme's words in the site's language", () => {
  it("writes a zh-Hans site's pages with Docusaurus's Chinese words, a code.json message over them, and carries only the ids the theme shows, of that one language", async () => {
    const root = await writeSite('theme-translations-zh', { ...ZH_DOCS, 'docusaurus.config.js': ZH_CONFIG, 'i18n/zh-Hans/code.json': ZH_CODE_JSON });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(html).toContain('<summary>本页总览</summary>');
    expect(html).toContain('aria-label="本页总览"');
    expect(html).toContain('aria-label="文件选项卡"');
    expect(html).toContain('下一篇文章');
    expect(html).not.toContain('>Next<');
    expect(html).toContain('aria-label="复制代码到剪贴板"');
    expect(html).toContain('<span class="DocSearch-Button-Placeholder">搜索</span>');
    expect(html).toContain('aria-label="主导航"');
    expect(html).toContain('aria-label="安装步骤的直接链接"');
    // An admonition's heading without a title of its own: Docusaurus's word for its type.
    expect(html).toContain('aria-hidden="true"></span>注意</div>');
    // The code.json message is text: escaped in the HTML and in the page's data.
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;跳过');
    expect(html).not.toContain('<img src=x');
    const notFound = await readFile(path.join(root, 'build', '404.html'), 'utf8');
    expect(notFound).toContain('<title>找不到页面 | 示例文档</title>');
    expect(notFound).toContain('<h1>找不到页面</h1>');
    expect(notFound).toContain('我们找不到您要找的页面。');
    // One language's words, only those the theme shows: the site's own ids and other languages' stay out.
    const translations = siteData(html).site.translations!;
    expect(Object.keys(translations).every((id) => (THEME_TRANSLATION_IDS as readonly string[]).includes(id))).toBe(true);
    expect(translations['theme.SearchModal.placeholder']).toBe('搜索文档');
    expect(html).not.toContain('A text of the site itself');
    expect(html).not.toContain('本頁導覽'); // zh-Hant's "On this page"
  });

  it("keeps the spec's English words on an English site, whose pages carry no translations", async () => {
    const root = await writeSite('theme-translations-en', { ...ZH_DOCS, 'docusaurus.config.js': "module.exports = { title: 'Docs', url: 'https://en.example' };\n" });
    expect((await runCli(['build', root])).code).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(html).toContain('<summary>On this page</summary>');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('<span class="DocSearch-Button-Placeholder">Search</span>');
    expect(siteData(html).site.translations).toBeUndefined();
  });

  it('fills plural forms and placeholders as Docusaurus does, writes dates in the language, and a code.json of an English site overrides its words', async () => {
    const post = (words: number) => `---\ntitle: Post\ntags: [wort]\n---\n\nAnfang.\n\n<!-- truncate -->\n\n${'wort '.repeat(words)}\n`;
    const root = await writeSite('theme-translations-plurals', {
      'content/docs/intro.md': '---\ntags: [anfang]\n---\n# Start\n\nText.\n',
      'content/docs/gruppe/_category_.json': JSON.stringify({ label: 'Gruppe', link: { type: 'generated-index' } }),
      'content/docs/gruppe/a.md': '# A\n\nText.\n',
      'content/docs/gruppe/innen/b.md': '# B\n\nText.\n',
      'content/docs/gruppe/innen/c.md': '# C\n\nText.\n',
      'content/blog/2024-01-02-short.md': post(10),
      'content/blog/2024-01-03-long.md': post(500),
      'docusaurus.config.js': "module.exports = { title: 'Doku', url: 'https://de.example', i18n: { defaultLocale: 'de', locales: ['de'] } };\n",
      'i18n/de/code.json': JSON.stringify({ 'theme.blog.post.readingTime.plurals': { message: 'Eine Minute|{readingTime} Minuten, {unknown} bleibt' } }),
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    const list = await page(root, 'blog');
    expect(list).toContain(' · Eine Minute<');
    // Dates as Docusaurus writes them in the site's language.
    expect(list).toContain('<time dateTime="2024-01-03">3. Januar 2024</time>');
    expect(list).toContain(' · 3 Minuten, {unknown} bleibt<');
    // The pages the build makes itself: their titles, with plural forms, as Docusaurus writes them.
    expect(await page(root, 'blog/tags/wort')).toContain('<title>2 Posts getaggt mit &quot;wort&quot; | Doku</title>');
    expect(await page(root, 'blog/archive')).toContain('<title>Archiv | Doku</title>');
    const docTag = await page(root, 'docs/tags/anfang');
    expect(docTag).toContain('<h1>Ein doc getaggt mit &quot;anfang&quot;</h1>');
    expect(docTag).toContain('>Alle Tags anzeigen</a>');
    // A category's card on a generated index: how many items it holds.
    expect(await page(root, 'docs/category/gruppe')).toContain('2 Einträge');
    // Docusaurus's German "Read more about {title}".
    expect(list).toContain('aria-label="Mehr lesen über Post"');

    const english = await writeSite('theme-translations-en-code', {
      'content/docs/intro.md': '# Start\n\n## Part\n\nText.\n',
      'docusaurus.config.js': "module.exports = { title: 'Docs', url: 'https://en.example' };\n",
      'i18n/en/code.json': JSON.stringify({ 'theme.TOCCollapsible.toggleButtonLabel': { message: 'Contents' } }),
    });
    expect((await runCli(['build', english])).code).toBe(0);
    expect(await page(english, 'docs/intro')).toContain('<summary>Contents</summary>');
  });

  it("keeps a placeholder that names a member every object has ({__proto__}, {constructor}) as written, as one without a value", async () => {
    const root = await writeSite('theme-translations-object-members', {
      'content/docs/intro.md': '# Start\n\nText.\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: Post\n---\n\nAnfang.\n',
      'docusaurus.config.js': "module.exports = { title: 'Doku', url: 'https://de.example', i18n: { defaultLocale: 'de', locales: ['de'] } };\n",
      'i18n/de/code.json': JSON.stringify({
        'theme.lastUpdated.lastUpdatedAtBy': { message: 'Zuletzt{__proto__}{atDate}' },
        'theme.blog.post.readingTime.plurals': { message: 'Eine Minute {constructor}|{readingTime} Minuten {toString}' },
      }),
    });
    // "Last updated" needs the page's last commit.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@de.example', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@de.example' } });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'Start');
    const built = await runCli(['build', root]);
    expect(built.stderr).not.toContain('internal error');
    expect(built.code, built.stderr).toBe(0);
    expect(await page(root, 'docs/intro')).toMatch(/<span class="doc-footer__updated">Zuletzt\{__proto__\}(<!-- -->)? am <time /);
    const list = await page(root, 'blog');
    expect(list).toContain(' · Eine Minute {constructor}<');
    expect(list).not.toContain('native code');
  });

  it("gives a site component's Docusaurus stand-ins (@theme/Heading, @theme/Admonition) the site's words", async () => {
    const root = await writeSite('theme-translations-component', {
      'site.config.ts': "export default {\n  title: 'Komponente',\n  url: 'https://de.example',\n  i18n: { defaultLocale: 'de' },\n  components: { Teil: './src/Teil.jsx' },\n};\n",
      'src/Teil.jsx': "import Heading from '@theme/Heading';\nimport Admonition from '@theme/Admonition';\nexport default function Teil() {\n  return <><Heading as=\"h2\" id=\"teil\">Teil</Heading><Admonition type=\"tip\">Text.</Admonition></>;\n}\n",
      'content/docs/intro.mdx': "# Start\n\n<Teil />\n",
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(html).toContain('<a href="#teil" class="hash-link" aria-label="Direkter Link zur Teil">');
    expect(html).toContain('aria-hidden="true"></span>tipp</div>');
  });

  it("refuses a code.json that is not JSON, or whose entry is not { message: string }, at its place", async () => {
    const broken = await writeSite('theme-translations-broken', {
      ...ZH_DOCS,
      'docusaurus.config.js': ZH_CONFIG,
      'i18n/zh-Hans/code.json': '{\n  "theme.docs.paginator.next": { "message": "下一篇" }\n  "theme.docs.paginator.previous": { "message": "上一篇" }\n}\n',
    });
    const refused = await runCli(['build', broken]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/i18n\/zh-Hans\/code\.json:3:3 +error +code\.json is not valid JSON/);

    const wrong = await writeSite('theme-translations-wrong-entry', {
      ...ZH_DOCS,
      'docusaurus.config.js': ZH_CONFIG,
      'i18n/zh-Hans/code.json': '{\n  "theme.docs.paginator.next": { "message": "下一篇" },\n  "theme.docs.paginator.previous": "上一篇"\n}\n',
    });
    const told = await runCli(['build', wrong]);
    expect(told.code).not.toBe(0);
    expect(told.stderr).toContain('i18n/zh-Hans/code.json:3:4  error  code.json: the translation "theme.docs.paginator.previous" must be { "message": string, "description"?: string }.');
  });
  it('refuses a message of the theme longer than every page may repeat, at its place; a long message of the site\'s own is not read', async () => {
    const long = '长'.repeat(1_001);
    const site = await writeSite('theme-translations-long-message', {
      ...ZH_DOCS,
      'docusaurus.config.js': ZH_CONFIG,
      'i18n/zh-Hans/code.json': `{\n  "site.own.id": { "message": "${'x'.repeat(100_000)}" },\n  "theme.common.skipToMainContent": { "message": "${long}" }\n}\n`,
    });
    const refused = await runCli(['build', site]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('i18n/zh-Hans/code.json:3:4  error  code.json: the translation "theme.common.skipToMainContent" has 1,001 characters, more than the 1,000 every page may repeat.');
    expect(refused.stderr).not.toContain('site.own.id');
    // At the limit it is taken, and shown.
    await writeFile(path.join(site, 'i18n/zh-Hans/code.json'), JSON.stringify({ 'site.own.id': { message: 'x'.repeat(100_000) }, 'theme.common.skipToMainContent': { message: long.slice(1) } }));
    const built = await runCli(['build', site]);
    expect(built.code, built.stderr).toBe(0);
    expect(await page(site, 'docs/intro')).toContain(long.slice(1));
  });
});

describe('devcenter dev and code.json', () => {
  it("follows the default language's code.json as it is written and edited, its folder made after dev started", async () => {
    const root = await writeSite('theme-translations-dev', { ...ZH_DOCS, 'docusaurus.config.js': ZH_CONFIG });
    const dev = await startDev(root, { DEVCENTER_DEV_DEBUG: '1' });
    const intro = async () => (await rawRequest(dev.url, '/docs/intro', { headers: { host: new URL(dev.url).host } })).body;
    const until = async (wanted: (html: string) => boolean) => {
      const deadline = Date.now() + 15_000;
      let html = await intro();
      while (!wanted(html) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        html = await intro();
      }
      return html;
    };
    try {
      expect(await intro()).toContain('<summary>本页总览</summary>');
      // The folder did not exist when dev started.
      await mkdir(path.join(root, 'i18n', 'zh-Hans'), { recursive: true });
      await writeFile(path.join(root, 'i18n', 'zh-Hans', 'code.json'), JSON.stringify({ 'theme.TOCCollapsible.toggleButtonLabel': { message: '目录' } }));
      expect(await until((html) => html.includes('<summary>目录</summary>'))).toContain('<summary>目录</summary>');
      await writeFile(path.join(root, 'i18n', 'zh-Hans', 'code.json'), JSON.stringify({ 'theme.TOCCollapsible.toggleButtonLabel': { message: '本页内容' } }));
      expect(await until((html) => html.includes('<summary>本页内容</summary>')), dev.output()).toContain('<summary>本页内容</summary>');
    } finally {
      await dev.stop();
    }
  });
});

describe("a zh-Hans site's words in the browser", () => {
  let site = '';
  beforeAll(async () => {
    site = await writeSite('theme-translations-browser', { ...ZH_DOCS, 'docusaurus.config.js': ZH_CONFIG, 'i18n/zh-Hans/code.json': ZH_CODE_JSON });
    const built = await runCli(['build', site]);
    if (built.code !== 0) throw new Error(built.stderr);
  });
  const served = servedInBrowser(() => site);
  beforeAll(served.start);
  afterAll(served.stop);

  it('hydrates the Chinese page without a mismatch, and the search modal speaks Chinese', async () => {
    const problems: string[] = [];
    const page = await served.open('/docs/intro', problems);
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    expect(await page.locator('.pagination-nav__link--next .pagination-nav__sublabel').innerText()).toBe('下一篇文章');
    expect(await page.locator('.skip-link').innerText()).toBe('<img src=x onerror=alert(1)>跳过');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: '切换浅色/暗黑模式（当前为浅色模式）' }).count()).toBe(1);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: '复制代码到剪贴板' }).click();
    await expect.poll(() => page.locator('.code-block__copy').innerText()).toBe('复制成功');

    await page.locator('.DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toBe('搜索文档');
    expect(await page.getByText('没有最近搜索').isVisible()).toBe(true);
    expect(await page.locator('.DocSearch-Cancel').getAttribute('aria-label')).toBe('取消');
    const footer = await page.locator('.DocSearch-Footer').innerText();
    for (const text of ['选中', '导航', '关闭']) expect(footer).toContain(text);
    await input.fill('zzzzqqq');
    await expect.poll(() => page.locator('.DocSearch-NoResults').isVisible().catch(() => false)).toBe(true);
    expect(await page.locator('.DocSearch-NoResults').innerText()).toContain('没有结果： "zzzzqqq"');
    expect(problems).toEqual([]);
  });

  it("writes the search page's words in Chinese, its count with Docusaurus's plural message", async () => {
    const problems: string[] = [];
    const page = await served.open('/search?q=%E5%AE%89%E8%A3%85', problems);
    expect(await page.locator('main h1').innerText()).toBe('「安装」的搜索结果');
    expect(await page.locator('.search-page input').getAttribute('placeholder')).toBe('在此输入搜索词');
    await expect.poll(() => page.locator('.search-page__count').innerText()).toMatch(/^找到 \d+ 份文件$/);
    expect(problems).toEqual([]);
  });

  it("shows the not-found page's words and title in Chinese after a change of page in the browser", async () => {
    const page = await served.open('/docs/intro');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/nowhere';
      link.textContent = 'nowhere';
      document.querySelector('main')!.append(link);
      link.click();
    });
    await expect.poll(() => page.locator('main h1').innerText()).toBe('找不到页面');
    expect(await page.title()).toBe('找不到页面 | 示例文档');
  });
});
