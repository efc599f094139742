// The parse tries GFM's bare addresses and tables only where the source shows they could start
// (cli/content/gfm-gates.ts). It must read every text as GFM reads it: the same tree, positions
// included, as the extension left as it is.
import type { Nodes, Root } from 'mdast';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { gateGfm, withGateSource } from '../../cli/content/gfm-gates.ts';
import { parsePage } from '../../cli/content/parse.ts';
import { walk } from '../../cli/content/walk.ts';

function processor(gated: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(function () {
      const data = this.data();
      (data.micromarkExtensions ??= []).push(gated ? gateGfm(gfm()) : gfm());
      (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
    })
    .freeze();
}

const asGfm = processor(false);
const gated = processor(true);

/** Texts where an address starts, almost starts, or sits after something that shifts offsets. */
const TEXTS = [
  'Write to support@example.com or SUPPORT@EXAMPLE.COM today.',
  'a.b-c+d_e@example.co.uk, x@y, @handle, foo@, foo@bar.',
  'See www.example.com/path?q=1, WWW.Example.com and ww.example.com or www-example.',
  'Go to https://example.com/a_(b) or HTTP://EXAMPLE.COM/x or httpx://no or http:/no or ftp://no.',
  '> quoted mail: team@example.com\n> and www.example.org\n\n- item https://example.net\n  - nested a@b.io',
  '| who | mail |\n| --- | --- |\n| Ann | ann@example.com |\n| Web | www.example.com |',
  'Tabs\tbefore\tan@example.com and\thttps://example.com',
  'Windows lines\r\nmail me@example.com\r\nand www.example.com\r\n',
  '😀 emoji and 𝔘nicode before me@example.com and https://example.com/😀',
  'Escaped \\@ and a\\@b.com and [a link](https://example.com) and `code@example.com`',
  '**bold@example.com** _www.example.com_ ~~https://example.com~~',
  'Inside <span>jsx@example.com</span> and {1 + 1} then www.example.com',
  'slash/before@example.com and path/www.example.com and xhttps://example.com',
  'trailing punctuation: me@example.com. www.example.com! https://example.com?',
  'The word www alone, the word http alone, an @ alone, and mailto:me@example.com and xmpp:me@example.com',
];

/** Tables, and lines that look like a head or a delimiter row without being one. */
const TABLES = [
  '| a | b |\n| - | - |\n| 1 | 2 |\nbody row without pipes\n\nafter',
  'a | b\n--- | ---\n1 | 2',
  'one column\n:--\nrow',
  'right\n--:\n\nheading, not a table\n---\n\nrule\n\n---',
  '> | quoted | table |\n> | :-: | --- |\n> | x | y |',
  '- item\n\n  | in | list |\n  | -- | ---- |\n  | 1 | 2 |',
  'windows | lines\r\n--- | ---\r\n1 | 2\r\n',
  'old mac | lines\r--- | ---\r1 | 2\r',
  'a paragraph\nwhose second line has a | pipe\nand a third',
  'lazy | head\n> | - | - |',
  'tabs\t| head\n\t| - | - |',
  '| a |\n| - |\n> quote after',
  'last line | with pipe',
  '😀 | 𝔘\n--- | ---\n😀 | x',
];

describe('autolink literals tried only where one could start', () => {
  it.each(TEXTS)('reads %j as GFM does', (text) => {
    const expected = asGfm.parse(text);
    expect(withGateSource(text, () => gated.parse(text))).toEqual(expected);
  });

  it.each(TABLES)('reads %j as GFM does', (text) => {
    const expected = asGfm.parse(text);
    expect(withGateSource(text, () => gated.parse(text))).toEqual(expected);
  });

  it('still finds the addresses and tables the texts hold', () => {
    const links: string[] = [];
    walk<Nodes>(withGateSource(TEXTS[0], () => gated.parse(TEXTS[0])) as Root, (node) => {
      if (node.type === 'link') links.push(node.url);
    });
    const tables = TABLES.map((text) => (withGateSource(text, () => gated.parse(text)) as Root).children.filter((node) => node.type === 'table').length);
    // Top-level tables only: the quoted one and the one in a list item sit deeper.
    expect(tables).toEqual([1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 1]);
    expect(links).toEqual(['mailto:support@example.com', 'mailto:SUPPORT@EXAMPLE.COM']);
  });

  it('links bare addresses in a page parsed by the build', () => {
    const text = '# Contact\n\nMail help@example.com, or see www.example.com and https://example.org/docs.\n';
    const page = parsePage({ file: 'contact.md', contentPath: 'contact.md', absPath: '/site/contact.md', text } as Parameters<typeof parsePage>[0], {
      siteComponents: new Map(),
    } as unknown as Parameters<typeof parsePage>[1]);
    const urls: string[] = [];
    walk<Nodes>(page.tree, (node) => {
      if (node.type === 'link') urls.push(node.url);
    });
    expect(urls).toEqual(['mailto:help@example.com', 'http://www.example.com', 'https://example.org/docs']);
  });
});
