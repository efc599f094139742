// Docusaurus pages write attributes of HTML elements as JavaScript literals (`width={300}`,
// `open={true}`) and wrap embedded videos in `style={{…}}` objects; written as literals, they are read
// (never run) as the attribute they stand for. A computed one stays an error.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const VIDEO = `# Video

<div style={{position: "relative", paddingTop: '56.25%', zIndex: 2, marginLeft: 0, width: 640}}>
  <iframe src="https://player.example/embed/1" title="A lesson" style={{position:"absolute",top:0,left:0,width:"100%",height:"100%"}}></iframe>
</div>
`;

describe('literal attributes on HTML elements', () => {
  it('numbers, strings and true become the attribute they stand for; false leaves it out', async () => {
    const site = await zeroConfigSite('docu-literal-attributes', { 'page.mdx': '# Page\n\n<img src="https://img.example/a.png" width={300} alt={"A picture"} />\n\n<details open={true}><summary>More</summary>Text</details>\n\n<details open={false}><summary>Less</summary>Text</details>\n' });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<img src="https://img.example/a.png" width="300" alt="A picture"/>');
    expect(html).toContain('<details open=""><summary>More</summary>');
    expect(html).toContain('<details><summary>Less</summary>');
  });

  it('written as literals render as the style attribute they stand for, and the policy allows it', async () => {
    const site = await zeroConfigSite('docu-style-objects', { 'video.mdx': VIDEO });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'video', 'index.html'), 'utf8');
    expect(html).toContain('<div style="position:relative;padding-top:56.25%;z-index:2;margin-left:0;width:640px">');
    expect(html).toMatch(/<iframe [^>]*style="position:absolute;top:0;left:0;width:100%;height:100%"/);
    expect(html).toMatch(/style-src-attr 'unsafe-inline'/);
  });

  // Arbitrum's docs: `<Tabs defaultValue={null}>` 4 times, `<th style={{ minWidth: 180 + 'px' }}>` 3 times;
  // both errors, though Docusaurus builds them.
  it("null leaves the attribute out (a <Tabs defaultValue={null}> opens its default tab, as Docusaurus's does), and literals joined by + are what JavaScript makes of them", async () => {
    const site = await zeroConfigSite('docu-literal-null-plus', {
      'page.mdx':
        "# Page\n\n<Tabs defaultValue={null}>\n  <TabItem value=\"a\" label=\"A\">Alpha</TabItem>\n  <TabItem value=\"b\" label=\"B\" default>Beta</TabItem>\n</Tabs>\n\n<table><thead><tr><th style={{ minWidth: 180 + 'px', width: 1 + 2 }}>Scenario</th><th title={'v' + 1 + 2}>B</th></tr></thead></table>\n\n<div title={null}>Untitled</div>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/aria-selected="true"[^>]*>B</);
    expect(html).toContain('<th style="min-width:180px;width:3px">Scenario</th>');
    expect(html).toContain('<th title="v12">B</th>');
    expect(html).toContain('<div>Untitled</div>');
  });

  it('computed, stay an error at the attribute with what to write instead', async () => {
    const site = await zeroConfigSite('docu-style-objects-computed', { 'video.mdx': '# Video\n\n<div style={{width: size + "px"}}>x</div>\n' });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/video.mdx:3:6');
    expect(build.stderr).toContain('Attribute style of <div> is a JavaScript expression');
  });
});
