// LaTeX math, as a Docusaurus site writes it with remark-math and rehype-katex: on a site that asks
// for it (markdown.math, or a Docusaurus config loading remark-math), `$…$` and `$$…$$` are typeset at
// build time into MathML the browser draws; a formula KaTeX cannot read is an error at its place.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const FORMULAS = `# Formulas

The relation $E = mc^2$ holds, and $\\frac{a}{b}$ reads well. It costs 5 dollars.

$$
\\int_0^1 x^2 \\, dx = \\frac{1}{3}
$$

A matrix, then a link that may not be: $\\begin{bmatrix} 1 & 2 \\\\ 3 & 4 \\end{bmatrix}$ and $\\href{javascript:alert(1)}{click}$.

Boxed, its border a style the page does not carry: $\\fcolorbox{red}{white}{x}$.
`;

const CONFIG = (math: boolean) => `export default {\n  title: 'Math docs',\n  url: 'https://math.example.org',\n  markdown: { math: ${math} },\n};\n`;

describe('LaTeX math on a site that asks for it', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-math', { 'site.config.ts': CONFIG(true), 'content/docs/formulas.md': FORMULAS, 'content/docs/start.md': '---\nsidebar_position: 1\n---\n# Start\n\nSee [the formulas](./formulas.md).\n' });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('typesets each formula into MathML at build time; a command that would link is drawn as its name, with a warning at its place', async () => {
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/formulas.md:9:91  warning  In this formula: \\href is not typeset: a formula may not link, load a picture or add HTML to the page.');
    const html = await readFile(path.join(site, 'build', 'docs', 'formulas', 'index.html'), 'utf8');
    expect(html).toContain(
      '<p>The relation <span class="math math-inline"><span class="katex"><math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math></span></span> holds',
    );
    expect(html).toContain('<div class="math math-display" tabindex="0"><span class="katex"><math display="block"><semantics><mrow><msubsup><mo>∫</mo>');
    expect(html).toContain('<mtable rowspacing="0.16em" columnalign="center center" columnspacing="1em">');
    // The address is only the formula's own TeX, as text: no element carries it.
    expect(html).toContain('<mstyle mathcolor="currentColor"><mtext>\\href</mtext></mstyle>');
    expect(html.match(/javascript:/g)).toHaveLength(2); // the annotation in the HTML, and the page data
    expect(html).not.toMatch(/href="javascript/);
    expect(html).toContain('<mpadded width="+6pt" height="+6pt" lspace="3pt" voffset="3pt" mathbackground="white">');
    expect(html).not.toMatch(/"border|style="border/);
    expect(html).not.toContain('xmlns');
    // The description and the search records read the formula's TeX.
    expect(html).toContain('<meta name="description" content="The relation E = mc^2 holds, and \\frac{a}{b} reads well. It costs 5 dollars.">');
    expect(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8')).toContain('The relation E = mc^2 holds');
  });

  it('draws it in Chromium as MathML (laid out, the display formula a centred block), hydrated without an error', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/formulas', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    const drawn = await tab.evaluate(() =>
      [...document.querySelectorAll('.markdown math')].map((math) => ({
        namespace: math.namespaceURI,
        width: Math.round(math.getBoundingClientRect().width),
        display: getComputedStyle(math).display,
      })),
    );
    expect(drawn).toHaveLength(6);
    for (const math of drawn) {
      expect(math.namespace).toBe('http://www.w3.org/1998/Math/MathML');
      expect(math.width).toBeGreaterThan(5);
    }
    expect(drawn[2].display).toBe('block math');
    expect(await axeViolations(tab, '.markdown')).toEqual([]);
    await tab.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(tab, '.markdown')).toEqual([]);
    // Reached by a client-side navigation, the formulas are drawn by the renderer from page data: MathML still.
    const other = await served.open('/docs/start', problems);
    await other.locator('.markdown').getByRole('link', { name: 'the formulas' }).click();
    await other.locator('.markdown math').first().waitFor();
    expect(await other.evaluate(() => [...document.querySelectorAll('.markdown math')].map((math) => [math.namespaceURI, Math.round(math.getBoundingClientRect().width) > 5]))).toEqual(
      Array.from({ length: 6 }, () => ['http://www.w3.org/1998/Math/MathML', true]),
    );
    expect(await other.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a formula KaTeX cannot read is an error at its file, line and column (of what it could not read); with math off the same page says how to turn it on', async () => {
    const broken = await writeSite('docu-math-broken', {
      'site.config.ts': CONFIG(true),
      'content/docs/broken.md': '# Broken\n\nText.\n\nHere $\\frac{a}{$ is not closed.\n',
      // An underscore in text mode (botorch's `\textit{batch_shape}`): the caret at it, and KaTeX's
      // words without the excerpt it underlines with combining characters.
      'content/docs/underscore.md': '# Underscore\n\nA $\\textit{snake_case}$ name, $\\text{x^2}$ and $x_{\\text{ok}}^{y_z}$.\n',
    });
    const result = await runCli(['build', broken]);
    expect(result.code).toBe(1);
    // At the end of the formula, where the '}' is missing.
    expect(result.stderr).toContain("content/docs/broken.md:5:16  error  This formula does not typeset: Unexpected end of input in a macro argument, expected '}'\n");
    expect(result.stderr).toContain("content/docs/underscore.md:3:17  error  This formula does not typeset: Expected 'EOF', got '_'\n");
    // …with a hint saying why: in text, "_" and "^" are no sub- and superscripts (a formula that
    // uses them in math, around a \text{}, is fine).
    expect(result.stderr).toContain('hint: "_" inside \\textit{…} is text, not a subscript (as in LaTeX): write "\\_" for an underscore (\\textit{batch\\_shape}), or close the braces before a subscript.');
    expect(result.stderr).toContain('hint: "^" inside \\text{…} is text, not a superscript (as in LaTeX): write "\\textasciicircum" for a caret');
    expect(result.stderr.match(/underscore\.md/g)).toHaveLength(2);
    expect(result.stderr).not.toContain('\u0332');
    expect(result.stderr).not.toContain('internal error');
    // The parse cache follows the setting: the same page, math off then on again.
    await writeFile(path.join(broken, 'site.config.ts'), CONFIG(false));
    await writeFile(path.join(broken, 'content/docs/broken.md'), '# Fixed\n\nHere $\\frac{a}{b}$ is closed.\n');
    await writeFile(path.join(broken, 'content/docs/underscore.md'), '# Underscore\n\nA $\\textit{snake\\_case}$ name.\n');
    const off = await runCli(['build', broken]);
    expect(off.code).toBe(1);
    expect(off.stderr).toContain('LaTeX math is read only on a site that asks for it');
    await writeFile(path.join(broken, 'site.config.ts'), CONFIG(true));
    const on = await runCli(['build', broken]);
    expect(on.stderr).toBe('');
    expect(on.code).toBe(0);
  });

  it('bounds what formulas cost: a macro definition (which can expand without end) is refused, and a page holds at most 4,000,000 characters of MathML', async () => {
    const site = await writeSite('docu-math-bounds', {
      'site.config.ts': CONFIG(true),
      // A 22 KB body used 900 times ran for minutes before definitions were refused; \edef doubles at each level.
      'content/docs/bomb.md': `# Bomb\n\n$\\def\\a{${'x'.repeat(20_000)}}${'\\a'.repeat(900)}$\n\nAnd $\\edef\\b{\\a\\a}$ and $\\left( x \\right)$.\n`,
      // Six formulas of 90,001 characters (a formula holds at most 100,000), some 1,000,000 characters of MathML each.
      'content/docs/big.md': `# Big\n\n${`$${'x+'.repeat(45_000)}x$\n\n`.repeat(6)}then $y$.\n`,
    });
    const started = Date.now();
    const result = await runCli(['build', site]);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/bomb.md:3:1  error  This formula defines a macro (\\def): a formula may not, since one can make it expand without end.');
    expect(result.stderr).toContain('content/docs/bomb.md:5:5  error  This formula defines a macro (\\edef)');
    expect(result.stderr).toContain("content/docs/big.md:11:1  error  The page's formulas make more than 4,000,000 characters of MathML, from this one on.");
    expect(result.stderr).toContain('build failed: 3 errors');
  });

  it("MathML written in a page (Bluesky's blog) is an error whose hint says to write the formula as LaTeX math, not that it runs or submits something", async () => {
    const root = await writeSite('docu-math-mathml', {
      'site.config.ts': CONFIG(false),
      'content/docs/mathml.md': '# MathML\n\nIt repeats <math><mrow><mi>O</mi><mo>(</mo><mi>n</mi><mo>)</mo></mrow></math> times.\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/mathml.md:3:12  error  <math> is not an HTML element content may use.');
    expect(result.stderr).toContain('hint: MathML is drawn here from LaTeX math only: write the formula as $…$ (or $$…$$ set apart), with markdown: { math: true } in site.config.ts');
    expect(result.stderr).not.toContain('nothing that runs or submits');
    // The one error: what the <math> holds is not looked at.
    expect(result.stderr.match(/  error  /g)).toHaveLength(1);
  });

  it('a Docusaurus config that loads remark-math turns it on (read as data: the import is not run)', async () => {
    const root = await writeSite('docu-math-docusaurus', {
      'docusaurus.config.js': "import remarkMath from 'remark-math';\nimport rehypeKatex from 'rehype-katex';\n\nexport default {\n  title: 'Zero math',\n  url: 'https://zero.example.org',\n  presets: [['classic', { docs: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } }]],\n};\n",
      'content/docs/intro.md': '# Intro\n\nThe sum $\\sum_{i=1}^{n} i$ grows.\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<msubsup><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></msubsup>');
  });

  it('inside an element whose children are Markdown (<blockquote>, <div>) is typeset, and the page\'s Markdown copy writes it as TeX', async () => {
    // As Uniswap's docs write a quoted example: the build failed, "internal error: Cannot handle unknown node `inlineMath`".
    const root = await writeSite('docu-math-in-element', {
      'site.config.ts': CONFIG(true),
      'content/docs/quoted.md': '# Quoted\n\n<blockquote>\n\n**The price goes from $100 to $150.**\n\n</blockquote>\n\n<div>\n\n$$\na+b\n$$\n\n</div>\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(root, 'build', 'docs', 'quoted', 'index.html'), 'utf8')).toContain('<annotation encoding="application/x-tex">100 to </annotation>');
    const copy = await readFile(path.join(root, 'build', 'docs', 'quoted.md'), 'utf8');
    expect(copy).toContain('**The price goes from $100 to $150.**');
    expect(copy).toContain('$$\na+b\n$$');
  });

  it("keeps a formula in a component's text in its paragraph of the Markdown copy, apart from the next block", async () => {
    const site = await writeSite('docu-math-md-copy-jsx', {
      'site.config.ts': CONFIG(true),
      'content/docs/index.mdx': '# A\n\n<div>$\\frac{a}{b}$ inline in div</div>\n\n<div>\n\n$$\nx^2\n$$\n\n</div>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    const copy = await readFile(path.join(site, 'build', 'docs.md'), 'utf8');
    expect(copy).toContain('\n\n$\\frac{a}{b}$ inline in div\n\n$$\nx^2\n$$\n');
  });
});
