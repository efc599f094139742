// The content bar of the Developer Center (issue: write every page): checked on the parsed pages.
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../cli/content/route.ts';
import { parsePage } from '../../cli/content/parse.ts';
import { runPipeline, type PipelineResult } from '../../cli/pipeline.ts';
import { resolveLinkTarget } from '../../cli/content/resolve-link.ts';
import { REPO_ROOT } from '../support/cli.ts';

/** Prose words: everything a reader reads except code blocks. */
function proseWords(tree: Root): number {
  const text = tree.children
    .filter((n: RootContent) => n.type !== 'code')
    .map((n) => toString(n))
    .join(' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

function paragraphs(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'paragraph', (p) => {
    const text = toString(p).replace(/\s+/g, ' ').trim();
    if (text.length >= 60) found.push(text);
  });
  return found;
}

/** The page's tree, parsed here: the pipeline's pages hold none. */
const trees = new Map<Route, Root>();
function treeOf(route: Route): Root {
  if (!trees.has(route)) trees.set(route, parsePage(route.page!.source, { providerName: result.config.site.provider.name, providerUrl: result.config.site.provider.url }).tree);
  return trees.get(route)!;
}
let result: PipelineResult;

describe('the Developer Center content', () => {
  let docs: Route[];

  beforeAll(async () => {
    result = await runPipeline({ root: REPO_ROOT, mode: 'memory', strict: true });
    docs = result.routes.filter((r) => r.kind === 'doc');
  });

  it('builds with --strict and no diagnostic at all: no broken link, anchor or markdown link', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('has the 29 docs pages, the home page and the thank-you page', () => {
    expect(docs).toHaveLength(29);
    expect(result.routes.find((r) => r.path === '/')?.page).toBeTruthy();
    expect(result.routes.find((r) => r.path === '/thankyou')?.page).toBeTruthy();
  });

  it('gives every docs page a description, at least 400 words of prose and an h2', () => {
    const short = docs
      .map((r) => ({ path: r.path, description: r.page!.frontmatter.description ?? '', words: proseWords(treeOf(r)), h2: r.page!.headings.some((h) => h.depth === 2) }))
      .filter((p) => p.description.length < 20 || p.words < 400 || !p.h2);
    expect(short).toEqual([]);
  });

  it('links every docs page to at least two other pages', () => {
    const lonely = docs
      .map((r) => {
        const targets = new Set<string>();
        for (const link of r.page!.links) {
          const target = resolveLinkTarget(link.url, r.page!.source.contentPath, r.path);
          if (target.kind === 'file') targets.add(target.contentPaths[0]);
          else if (target.kind === 'route' && target.path !== r.path) targets.add(target.path);
        }
        return { path: r.path, targets: targets.size };
      })
      .filter((p) => p.targets < 2);
    expect(lonely).toEqual([]);
  });

  it('uses h4 headings on some pages (the table of contents leaves them out)', () => {
    expect(docs.filter((r) => r.page!.headings.some((h) => h.depth === 4)).length).toBeGreaterThanOrEqual(3);
  });

  it('never repeats a paragraph on two pages', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const route of result.routes.filter((r) => r.page)) {
      for (const text of new Set(paragraphs(treeOf(route)))) {
        const first = seen.get(text);
        if (first && first !== route.path) repeated.push(`${first} and ${route.path}: ${text.slice(0, 80)}`);
        else seen.set(text, route.path);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('uses the features a docs site has: admonitions, tables, titled code blocks, tabs, php and json', () => {
    const all = JSON.stringify(docs.map((r) => treeOf(r)));
    expect(all).toContain('"hName":"Admonition"');
    expect(all).toContain('"type":"table"');
    expect(all).toMatch(/"meta":"title=/);
    expect(all).toContain('"name":"Tabs"');
    expect(all).toContain('"lang":"php"');
    expect(all).toContain('"lang":"json"');
  });

  it('never names the provider in content: the name comes from site.config.ts', () => {
    const sources = result.routes.filter((r) => r.page).map((r) => r.page!.source.text).join('\n');
    expect(sources).not.toContain(result.config.site.provider.name);
  });
});
