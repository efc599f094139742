// A Docusaurus site's src/theme/MDXComponents may give every page a component of its own under the
// name of one of devcenter's (Arbitrum's, WebdriverIO's and SuperTokens' <Card>). devcenter does not
// run that file: an element written for the site's component is said to be so, once, with the way to
// keep it, rather than as an error per prop whose hint listed devcenter's own props.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe("a site's MDXComponents giving a component under one of devcenter's names", () => {
  it("says once, at the element, that it is devcenter's <Card> and how to draw the site's", async () => {
    const root = await writeSite('docu-mdx-components-own-names', {
      'docusaurus.config.js': 'module.exports = { title: "T", url: "https://example.com", baseUrl: "/" };\n',
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Card from '@site/src/components/Cards/Card';\n\nexport default { ...MDXComponents, Card };\n",
      'src/components/Cards/Card.jsx': 'export default function Card({ title, href }) { return <a href={href}>{title}</a>; }\n',
      'content/docs/intro.md': '# Intro\n\n<Card title="One" description="First" href="/docs/other" target="_blank" />\n\n<Card title="Fine" to="/docs/other" />\n',
      'content/docs/other.md': '# Other\n',
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "content/docs/intro.md:3:1  error  <Card> is devcenter's own component here (its attributes: title, to, icon), not the site's <Card> that src/theme/MDXComponents.js gives every page, which devcenter does not run: this one has \"description\", \"href\", \"target\", no \"to\".",
    );
    expect(result.stderr).toContain("hint: to draw the site's, register it under another name in site.config.ts, components: { SiteCard: './src/components/Cards/Card' }, and write <SiteCard> here; or write devcenter's <Card> with to=\"…\".");
    expect(result.stderr).not.toContain('has no attribute');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  // Dyte's guides: a <Card title description to> at each link of their index pages, and cards whose
  // icon is an element (icon={<JSIcon />}), which only the site's Card takes: 46 errors of the first
  // kind in a row, and 35 "only text values are allowed" for the second, all one cause.
  it("says it once per component for the whole site, an element-valued attribute included, each other card a note", async () => {
    const root = await writeSite('docu-mdx-components-own-names-many', {
      'docusaurus.config.js': 'module.exports = { title: "T", url: "https://example.com", baseUrl: "/" };\n',
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport { Card } from '@site/src/components/CardComponents';\n\nexport default { ...MDXComponents, Card };\n",
      'src/components/CardComponents.jsx': 'export function Card({ title, to }) { return <a href={to}>{title}</a>; }\n',
      'content/docs/intro.md': '# Intro\n\n<Card title="One" description="First" to="/docs/other" />\n\n<Card title="Two" description="Second" to="/docs/other" />\n',
      'content/docs/more.md': '# More\n\n<Card title="Three" to="/docs/other" icon={<span>JS</span>} />\n',
      'content/docs/other.md': '# Other\n',
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "content/docs/intro.md:3:1  error  <Card> is devcenter's own component here (its attributes: title, to, icon), not the site's <Card> that src/theme/MDXComponents.js gives every page, which devcenter does not run: this one has \"description\" (3 times in 2 files; this is the first, the others are listed below).",
    );
    expect(result.stderr).toContain('note: content/docs/intro.md:5:1  also here, with "description"');
    expect(result.stderr).toContain('note: content/docs/more.md:3:1  also here, with icon={…}');
    expect(result.stderr).not.toContain('only text values are allowed');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  // A page's problems of one kind past the first 20 are counted on the last shown; folded, that count stays said.
  it('keeps the count of the cards a page had past the first 20 it showed', async () => {
    const cards = Array.from({ length: 25 }, (_, i) => `<Card title="C${i}" description="d" to="/docs/other" />\n`).join('\n');
    const root = await writeSite('docu-mdx-components-own-names-capped', {
      'docusaurus.config.js': 'module.exports = { title: "T", url: "https://example.com", baseUrl: "/" };\n',
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nimport Card from '@site/src/components/Card';\n\nexport default { ...MDXComponents, Card };\n",
      'src/components/Card.jsx': 'export default function Card({ title }) { return <b>{title}</b>; }\n',
      'content/docs/intro.md': `# Intro\n\n${cards}`,
      'content/docs/other.md': '# Other\n',
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toContain('(20 times in this file; this is the first, the others are listed below).');
    expect(result.stderr).toContain('note: … and 5 more like this, not shown (fix these and check again to see them).');
    expect(result.stderr).toContain('check failed: 6 errors, 0 warnings');
  });
});
