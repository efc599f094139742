// A Docusaurus site's src/theme/MDXComponents may draw Markdown links with its own component
// (`a: SiteLink`) that sends some addresses to another site as plain anchors, which Docusaurus's
// broken-link check never sees. devcenter does not run that component, so those links are broken here:
// the error says why Docusaurus was silent, and what to write instead.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const MDX_COMPONENTS = [
  "import MDXComponents from '@theme-original/MDXComponents';",
  "import SiteLink from '../components/SiteLink';",
  'export default { ...MDXComponents, a: SiteLink };',
  '',
].join('\n');

const PAGE = '# Guide\n\nSee [our article](/articles/why/) and <a href="/elsewhere/">this</a>.\n';

async function diagnosticsOf(name: string, files: Record<string, string>) {
  const site = await writeSite(name, files);
  const result = await runCli(['check', site, '--reporter', 'json']);
  return JSON.parse(result.stdout).diagnostics as { message: string; line?: number; column?: number; hint?: string }[];
}

describe("broken links under a site's MDXComponents link component", () => {
  it("a broken Markdown link on a site whose MDXComponents maps `a` has a hint naming that component and the fix; a JSX <a>, which MDX never maps, and a site with no such mapping do not", async () => {
    const mapped = await diagnosticsOf('docu-mdx-components-links', {
      'content/docs/guide.md': PAGE,
      'src/theme/MDXComponents.js': MDX_COMPONENTS,
      'src/components/SiteLink.js': 'export default function SiteLink(props) { return null; }\n',
    });
    expect(mapped).toContainEqual(
      expect.objectContaining({
        message: 'broken link "/articles/why/"',
        line: 3,
        column: 5,
        hint: "the site's src/theme/MDXComponents.js draws Markdown links with its own <SiteLink> (a: SiteLink), which devcenter does not run, and Docusaurus checks no link it draws as a plain <a>: if it sends this address to another site, write that site's full address (https://…) here.",
      }),
    );
    const jsx = mapped.find((d) => d.message.startsWith('broken link "/elsewhere/"'));
    expect(jsx).toBeDefined();
    expect(jsx?.hint ?? '').not.toContain('MDXComponents');
    const plain = await diagnosticsOf('docu-mdx-components-links-none', { 'content/docs/guide.md': PAGE });
    expect(plain.find((d) => d.message === 'broken link "/articles/why/"')?.hint ?? '').not.toContain('MDXComponents');
  });
});
