// Search in Chinese and Japanese, which are written without spaces between words: each ideogram and
// kana is a word of its own, as Algolia indexes them, so a query's characters find the text's in turn.
// Asked through algoliasearch's lite client of a real `devcenter serve`, and of the static requester a
// page uses on a static host: both answer alike.
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStatically } from '../../runtime/search/static/static-requester.ts';
import { StaticSearch } from '../../runtime/search/static/static-search.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { startPlainStaticServer } from '../../bench/plain-static-server.js';
import { builtSiteData } from '../support/built-site.ts';
import { runCli, startServe, zeroConfigSite } from '../support/cli.ts';

interface Hit {
  url: string;
  _highlightResult?: { content?: { value: string } };
  _snippetResult?: { content?: { value: string } };
}

describe('search in Chinese and Japanese', () => {
  let site: SiteData;
  let serve: Awaited<ReturnType<typeof startServe>>;
  let host: Awaited<ReturnType<typeof startPlainStaticServer>>;
  let clients: { name: string; client: ReturnType<typeof liteClient> }[];

  beforeAll(async () => {
    const root = await zeroConfigSite('search-cjk', {
      'deploy.md': '# 部署\n\n这是一个部署指南，介绍如何在服务器上运行应用。\n',
      'parts.md': '# 其他\n\n部分内容在这里，署名在后面。\n',
      'setup.md': '# セットアップ\n\nデータベースの設定を行います。\n',
      'install.md': '# インストール\n\nＤｏｃｋｅｒで起動します。バージョン２．０以降。\n',
      'english.md': '# English\n\nNothing here in other scripts.\n',
    });
    expect((await runCli(['build', root])).code).toBe(0);
    const out = `${root}/build`;
    site = await builtSiteData(out, 'docs/deploy/index.html');
    serve = await startServe([root, '--port', '0']);
    host = await startPlainStaticServer(out);
    const { appId, apiKey, indexName } = site.search;
    const opened = StaticSearch.open(host.url);
    clients = [
      { name: 'devcenter serve', client: liteClient(appId, apiKey, { hosts: [{ url: new URL(serve.url).host, accept: 'read', protocol: 'http' }] }) },
      {
        name: 'static host',
        client: liteClient(appId, apiKey, {
          hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }],
          requester: { send: (request) => answerStatically(() => opened, indexName, request) },
        }),
      },
    ];
  });
  afterAll(async () => {
    await serve?.stop();
    await host?.close();
  });

  const search = async (client: ReturnType<typeof liteClient>, query: string, extra: Record<string, unknown> = {}) => {
    const { results } = await client.search({ requests: [{ indexName: site.search.indexName, query, attributesToHighlight: ['content'], ...extra }] });
    const hits = (results[0] as unknown as { hits: Hit[] }).hits;
    return hits.map((hit) => ({ page: new URL(hit.url).pathname, hit }));
  };

  it('finds a word of two ideograms inside a sentence, the page with them side by side first, highlighted as one', async () => {
    for (const { name, client } of clients) {
      const found = await search(client, '部署');
      expect(found[0]?.page, name).toBe('/docs/deploy');
      // The other page has 部 and 署 apart: found too, after it.
      expect(found.map((f) => f.page), name).toEqual(['/docs/deploy', '/docs/parts']);
      // The page's paragraph (its heading, 部署 alone, is its best hit): every record, distinct off.
      const records = await search(client, '部署', { distinct: false });
      const content = records.find((f) => f.hit._highlightResult?.content?.value.includes('指南'))?.hit._highlightResult?.content?.value;
      expect(content, name).toBe('这是一个<em>部署</em>指南，介绍如何在服务器上运行应用。');
    }
  });

  it('finds Japanese written in kana and kanji, and counts each character as a word in a snippet', async () => {
    for (const { name, client } of clients) {
      const found = await search(client, '設定', { attributesToSnippet: ['content:4'] });
      expect(found.map((f) => f.page), name).toEqual(['/docs/setup']);
      const snippet = found[0].hit._snippetResult?.content?.value;
      // Four words around the match: の, 設, 定 and を (the snippet starts a word before it).
      expect(snippet, name).toBe('…の<em>設定</em>を…');
    }
  });

  it('finds full-width Latin letters and digits by the plain ones, and half-width kana by the full-width, both ways', async () => {
    for (const { name, client } of clients) {
      for (const query of ['docker', 'Ｄｏｃｋｅｒ', '2.0', 'ｲﾝｽﾄｰﾙ']) expect((await search(client, query)).map((f) => f.page), `${name}: ${query}`).toEqual(['/docs/install']);
    }
  });

  it('answers both ways alike', async () => {
    const answers = await Promise.all(clients.map(({ client }) => search(client, '应用 服务器')));
    expect(answers[0].map((f) => f.page)).toEqual(['/docs/deploy']);
    expect(answers[1]).toEqual(answers[0]);
  });
});
