// A page importing values from a data module of content/ (Kysely's 40 example pages import the code
// they show from a .js file of `export const`s; pages import JSON): read as data, never run.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, TMP, zeroConfigSite } from '../support/cli.ts';

const EXAMPLE = "export const aSingleColumn = `const persons = await db\n  .selectFrom('person')\n  .execute()`\n\nexport const label = 'Select one column'\n";

const PAGE = `---
title: A single column
---

import CodeBlock from '@theme/CodeBlock';
import { aSingleColumn, label as title } from './0010-a-single-column'
import versions from '../versions.json';
import * as all from './0010-a-single-column.js';

# A single column

{title}, since version {versions.latest} ({versions.all}); also {all.label}.

<CodeBlock language="ts">{aSingleColumn}</CodeBlock>
`;

describe('values a page imports from a data module of content/', () => {
  it('are read as data where the page uses them: in its text, and as the code of a <CodeBlock>; an edit of the module rebuilds the page', async () => {
    const site = await zeroConfigSite('docu-data-imports', {
      'examples/0010-a-single-column.js': EXAMPLE,
      'examples/a-single-column.mdx': PAGE,
      'versions.json': '{"latest": "0.27.4", "all": ["0.27", "+0.26"]}',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = () => readFile(path.join(site, 'build', 'docs', 'examples', 'a-single-column', 'index.html'), 'utf8');
    expect(await html()).toContain('<p>Select one column, since version 0.27.4 (0.27+0.26); also Select one column.</p>');
    expect(await html()).toMatch(/<pre class="code-block language-typescript"[^>]*><code><span class="token keyword">const<\/span> persons[\s\S]*selectFrom/);
    // The page's Markdown copy (llms-full.txt reads it) says what the page says, not `{title}`.
    expect(await readFile(path.join(site, 'build', 'docs', 'examples', 'a-single-column.md'), 'utf8')).toContain('Select one column, since version 0.27.4 (0.27+0.26); also Select one column.');
    await writeFile(path.join(site, 'content', 'docs', 'examples', '0010-a-single-column.js'), EXAMPLE.replace('Select one column', 'Pick one column'));
    expect((await runCli(['build', site])).stderr).toBe('');
    expect(await html()).toContain('<p>Pick one column, since version');
  });

  it("writes a template literal whose ${…} read imported values as its text: a <CodeBlock>'s code, a sentence, a prop; one that runs code is still refused", async () => {
    // Dagger's install steps: {`curl … DAGGER_VERSION=${daggerVersion} sh`} in a <CodeBlock>.
    const site = await zeroConfigSite('docu-data-imports-template', {
      'partials/version.js': 'export const daggerVersion = "0.19.2";\nexport const sdk = { go: "v0.19" };\n',
      'install.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        "import { daggerVersion, sdk } from './partials/version.js';",
        '',
        '# Install',
        '',
        '<CodeBlock language="shell">',
        '{`curl -fsSL https://dl.example/install.sh | DAGGER_VERSION=${daggerVersion} sh`}',
        '</CodeBlock>',
        '',
        'The Go SDK is at {`${sdk.go}-${daggerVersion}`}, see <a href={`https://example.com/v${daggerVersion}/notes`}>the notes</a>.',
        '',
      ].join('\n'),
      'code.mdx': "import { daggerVersion } from './partials/version.js';\n\n# Code\n\nNot {`${daggerVersion.toUpperCase()}`}.\n",
    });
    const check = await runCli(['check', site]);
    expect(check.stderr).toContain('content/docs/code.mdx:5:5  error  JavaScript expressions are not allowed in content');
    expect(check.stderr).toContain('check failed: 1 error, 0 warnings');
    await rm(path.join(site, 'content', 'docs', 'code.mdx'));
    expect((await runCli(['build', site])).stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8');
    expect(html).toMatch(/<pre class="code-block language-bash"[^>]*><code>[\s\S]*DAGGER_VERSION<\/span><span class="token operator">=<\/span><span class="token number">0.19<\/span>.2 /);
    expect(html).toContain('<p>The Go SDK is at v0.19-0.19.2, see <a href="https://example.com/v0.19.2/notes" target="_blank"');
    expect(await readFile(path.join(site, 'build', 'docs', 'install.md'), 'utf8')).toContain('curl -fsSL https://dl.example/install.sh | DAGGER_VERSION=0.19.2 sh');
  });

  it('is never run: a module that is code is one error at the import, naming its line, and the page\'s reads of it are not reported again', async () => {
    const marker = path.join(TMP, 'docu-data-imports-ran');
    const site = await zeroConfigSite('docu-data-imports-code', {
      'evil.js': `export const x = 1;\nrequire('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`,
      'page.mdx': "# Page\n\nimport { x } from './evil'\n\nThe value: {x}.\n",
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1  error  Import of "./evil": content/docs/evil.js is read as data, never run, and a call is code (its line 2).');
    expect(build.stderr).toContain('build failed: 1 error');
    expect(existsSync(marker)).toBe(false);
  });

  // A JSON file is data a page may import: one that is not in content/ is missing, not "code"
  // (typescript-eslint imports ../../packages/eslint-plugin/package.json, outside its docs).
  it('says a JSON file it imports is not in content/, instead of calling it code', async () => {
    const site = await zeroConfigSite('docu-data-imports-missing-json', {
      'page.mdx': "import pkg from '../../packages/plugin/package.json';\n\n# Page\n\nVersion {pkg.version}.\n",
    });
    const check = await runCli(['check', site]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('content/docs/page.mdx:1:1  error  Import of "../../packages/plugin/package.json": there is no such JSON file in content/ to read as data.');
    expect(check.stderr).not.toContain('cannot import code');
    expect(check.stderr).toContain('check failed: 1 error');
  });

  // Litho's getting-started: `export const dependenciesCode = `…`` read as a code block's code.
  it("reads a page's own constants written whole as data, and keeps an export that is code an error", async () => {
    const marker = path.join(TMP, 'docu-page-constants-ran');
    const site = await zeroConfigSite('docu-page-constants', {
      'setup.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '# Setup',
        '',
        "export const gradle = `dependencies {\n  implementation 'com.example:core:1.0'\n}`;",
        '',
        "export const versions = { latest: '1.0', all: ['1.0', '0.9'] }, label = 'Add it';",
        '',
        '{label}, version {versions.latest} ({versions.all}):',
        '',
        '<CodeBlock language="groovy">{gradle}</CodeBlock>',
        '',
      ].join('\n'),
      'code.mdx': `# Code\n\nexport const when = require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n\nexport let later = 'x';\n`,
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/code.mdx:3:1  error  import and export are not allowed in content.');
    expect(build.stderr).toContain('content/docs/code.mdx:5:1  error  import and export are not allowed in content.');
    expect(build.stderr).not.toContain('setup.mdx');
    expect(existsSync(marker)).toBe(false);
    const fixed = await zeroConfigSite('docu-page-constants-ok', { 'setup.mdx': (await readFile(path.join(site, 'content', 'docs', 'setup.mdx'), 'utf8')) });
    expect((await runCli(['build', fixed])).stderr).toBe('');
    const html = await readFile(path.join(fixed, 'build', 'docs', 'setup', 'index.html'), 'utf8');
    expect(html).toContain('<p>Add it, version 1.0 (1.00.9):</p>');
    expect(html).toMatch(/<pre class="code-block[^>]*><code>dependencies \{\n  implementation &#x27;com\.example:core:1\.0&#x27;\n\}<\/code>/);
  });

  // MDX reads imports and exports with no blank line between them as one block, which was refused
  // whole; and a `<!--` in an exported string was blanked as an HTML comment, cutting the string short.
  it("reads constants written in the block of the page's imports, and a '<!--' in a constant as text", async () => {
    const site = await zeroConfigSite('docu-page-constants-with-imports', {
      'setup.mdx': [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "export const version = '1.2.3';",
        '',
        "export const comment = '<!-- kept -->';",
        '',
        '# Setup',
        '',
        'Version {version}, written {comment}.',
        '',
        '<Tabs><TabItem value="a" label="A">In a tab.</TabItem></Tabs>',
        '',
      ].join('\n'),
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'setup', 'index.html'), 'utf8');
    expect(html).toContain('<p>Version 1.2.3, written &lt;!-- kept --&gt;.</p>');
    expect(html).toContain('In a tab.');
    // A list's entry read by its place, as JavaScript reads it; one that is not there is said as written.
    await writeFile(path.join(site, 'content', 'docs', 'setup.mdx'), "export const versions = ['2.0', '1.9'];\nexport const table = { rows: [{ name: 'a' }] };\n\n# Setup\n\nLatest {versions[0]}, then {versions[1]}, row {table.rows[0].name}, gone {versions[5]}.\n");
    const indexed = await runCli(['build', site]);
    expect(await readFile(path.join(site, 'build', 'docs', 'setup', 'index.html'), 'utf8')).toContain('<p>Latest 2.0, then 1.9, row a, gone .</p>');
    expect(indexed.stderr).toContain('content/docs/setup.mdx:6:74  warning  versions[5] has no value');
    // A constant that is code, after one that is not, is said at its own line and name.
    await writeFile(path.join(site, 'content', 'docs', 'setup.mdx'), "# Setup\n\nexport const s = 'a';\nexport const t = `${'a'}`;\n\nText.\n");
    const computed = await runCli(['build', site]);
    expect(computed.stderr).toContain('content/docs/setup.mdx:4:1  error  import and export are not allowed in content.');
    expect(computed.stderr).toContain('hint: t is a value computed by code');
  });
});
