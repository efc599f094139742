// The language a site is written in (Docusaurus's i18n.defaultLocale): the pages' <html lang> and
// dir, and the search records' language, which the search box's filter asks for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const page = (root: string, route: string) => readFile(path.join(root, 'build', route, 'index.html'), 'utf8');
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const recordLanguages = async (root: string) => {
  const records = JSON.parse(await readFile(path.join(root, 'build', 'search-records.json'), 'utf8')) as { language: string }[];
  return [...new Set(records.map((record) => record.language))];
};

describe("a site's language", () => {
  it("writes a Docusaurus site's defaultLocale (zh-Hans) as every page's lang and its records' language, its direction from the language (ar: rtl), and localeConfigs' htmlLang and direction over them", async () => {
    const root = await writeSite('site-language-zh', {
      'content/docs/intro.md': '# 入门指南\n\n这是一个安装说明。\n\n## 安装步骤\n\n先下载。\n',
      'docusaurus.config.js': "module.exports = {\n  title: '示例文档',\n  url: 'https://zh.example',\n  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] },\n};\n",
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(htmlTag(html)).toMatch(/^<html lang="zh-Hans" dir="ltr"/);
    expect(html).toContain('<meta name="docsearch:language" content="zh-Hans"');
    // Open Graph's spelling of it, and the page as the one for its language, as Docusaurus writes them.
    expect(html).toContain('<meta property="og:locale" content="zh_Hans">');
    expect(html).toContain('<link rel="alternate" href="https://zh.example/docs/intro" hreflang="zh-Hans">');
    expect(htmlTag(await readFile(path.join(root, 'build', '404.html'), 'utf8'))).toMatch(/^<html lang="zh-Hans"/);
    expect(await recordLanguages(root)).toEqual(['zh-Hans']);
    // The search box asks for the page's language: the site's data holds it.
    expect(html).toContain('"locale":{"lang":"zh-Hans","label":"简体中文","dir":"ltr"}');

    const arabic = await writeSite('site-language-ar', {
      'content/docs/intro.md': '# مقدمة\n\nنص.\n',
      'docusaurus.config.js': "module.exports = { title: 'وثائق', url: 'https://ar.example', i18n: { defaultLocale: 'ar', locales: ['ar'] } };\n",
    });
    expect((await runCli(['build', arabic])).code).toBe(0);
    expect(htmlTag(await page(arabic, 'docs/intro'))).toMatch(/^<html lang="ar" dir="rtl"/);

    const told = await writeSite('site-language-configs', {
      'content/docs/intro.md': '# 入門\n\n本文。\n',
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://ja.example', i18n: { defaultLocale: 'ja', locales: ['ja'], localeConfigs: { ja: { htmlLang: 'ja-JP', label: 'にほんご', direction: 'rtl' } } } };\n",
    });
    expect((await runCli(['build', told])).code).toBe(0);
    const own = await page(told, 'docs/intro');
    expect(htmlTag(own)).toMatch(/^<html lang="ja-JP" dir="rtl"/);
    expect(own).toContain('"locale":{"lang":"ja-JP","label":"にほんご","dir":"rtl"}');
  });

  it('takes i18n in site.config.ts as Docusaurus writes it, and refuses a defaultLocale that is no language tag, at its place', async () => {
    const config = (locale: string) =>
      [
        'export default {',
        "  title: 'Sprachen',",
        "  url: 'https://de.example',",
        "  provider: { name: 'Sprachen', url: 'https://de.example' },",
        "  navbar: { items: [] },",
        "  sidebars: { main: ['start'] },",
        "  docs: { version: { mainDocId: 'start' } },",
        `  i18n: { defaultLocale: '${locale}' },`,
        '};',
        '',
      ].join('\n');
    const root = await writeSite('site-language-site-config', { 'content/docs/start.md': '# Start\n\nText.\n', 'site.config.ts': config('de') });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    expect(htmlTag(await page(root, 'docs/start'))).toMatch(/^<html lang="de" dir="ltr"/);
    expect(await recordLanguages(root)).toEqual(['de']);

    const wrong = await writeSite('site-language-wrong', { 'content/docs/start.md': '# Start\n', 'site.config.ts': config('zh_CN') });
    const refused = await runCli(['build', wrong]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('site.config.ts:8:26  error  i18n: "zh_CN" is not a language tag (BCP 47)');
  });

  it("tells a site's component the site's language through useDocusaurusContext().i18n, as Docusaurus does", async () => {
    const root = await writeSite('site-language-component', {
      'site.config.ts': "export default {\n  title: 'Hebrew',\n  url: 'https://he.example',\n  i18n: { defaultLocale: 'he' },\n  components: { Locale: './src/Locale.jsx' },\n};\n",
      'src/Locale.jsx': [
        "import React from 'react';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'export default function Locale() {',
        '  const { i18n } = useDocusaurusContext();',
        '  const own = i18n.localeConfigs[i18n.currentLocale];',
        '  return <p id="locale">{[i18n.defaultLocale, i18n.currentLocale, i18n.locales.join(","), own.htmlLang, own.direction, own.label].join(" ")}</p>;',
        '}',
        '',
      ].join('\n'),
      'content/docs/intro.mdx': '# מבוא\n\n<Locale />\n',
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    expect((await page(root, 'docs/intro')).replaceAll('<!-- -->', '')).toContain('<p id="locale">he he he he rtl עברית</p>');
  });

  it('says, at its place, a Docusaurus defaultLocale that is no language tag, and builds in English', async () => {
    const root = await writeSite('site-language-docusaurus-wrong', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://x.example', i18n: { defaultLocale: 'zh_CN', locales: ['zh_CN'] } };\n",
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('note: docusaurus.config.js:1:64  i18n.defaultLocale, not a language tag such as "zh-Hans"');
    expect(htmlTag(await page(root, 'docs/intro'))).toMatch(/^<html lang="en"/);
  });
});
