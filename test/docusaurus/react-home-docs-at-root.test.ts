// A Docusaurus site whose docs are served at / (routeBasePath '/') beside a React home page: "/" leads
// to the docs here, and that is said, as it is for docs served at /docs.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('a React home page beside docs served at /', () => {
  it('is one warning saying "/" leads to the main doc', async () => {
    const root = await writeSite('react-home-docs-at-root', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'src/pages/index.tsx': 'export default function Home() { return null; }\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { routeBasePath: '/' } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('src/pages/index.tsx  warning  src/pages/index.tsx is the Docusaurus site\'s React home page, which devcenter does not build (it builds no React pages): "/" leads to /intro instead.');
  });
});
