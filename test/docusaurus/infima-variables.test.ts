// A site component written for Docusaurus styles itself with Infima's variables. One the theme does
// not define voids the whole declaration: React Native's BoxLink, a bordered box with an arrow drawn
// in var(--ifm-color-gray-800), showed no border and no arrow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const BOX = `import styles from './styles.module.css';

export default function Box({ children }) {
  return (
    <a className={styles.box} href="https://example.com/">
      {children}
      <svg className={styles.arrow} width="20" height="20" viewBox="0 0 20 20"><path d="M4 10h12" /></svg>
    </a>
  );
}
`;

const STYLES = `.box {
  border: 1px solid var(--ifm-color-gray-500);
  box-shadow: var(--ifm-alert-shadow);
  border-radius: var(--ifm-alert-border-radius);
  color: var(--ifm-link-color);
  background: var(--ifm-color-emphasis-0);
  outline: 1px solid var(--ifm-color-emphasis-700);
  transition: opacity var(--ifm-transition-fast) var(--ifm-transition-timing-default);
}
.arrow {
  stroke: var(--ifm-color-gray-800);
  fill: var(--ifm-table-border-color);
}
`;

describe("Infima's variables in a site component's styles", () => {
  let site = '';
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-infima-variables', {
      'site.config.ts': "export default { components: { Box: './src/theme/Box' } };\n",
      'src/theme/Box/index.jsx': BOX,
      'src/theme/Box/styles.module.css': STYLES,
      'content/docs/intro.mdx': '# Intro\n\n<Box>Continue</Box>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    await served.start();
  });
  afterAll(() => served.stop());

  it('are defined, the grays as Infima has them in both modes and the emphasis scale following the mode', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/intro', problems);
    const styles = () =>
      tab.evaluate(() => {
        const box = getComputedStyle(document.querySelector('a[class^="box_"]')!);
        const arrow = getComputedStyle(document.querySelector('svg[class^="arrow_"]')!);
        return {
          border: `${box.borderTopWidth} ${box.borderTopStyle} ${box.borderTopColor}`,
          shadow: box.boxShadow !== 'none',
          radius: box.borderTopLeftRadius,
          linkColored: box.color !== getComputedStyle(document.body).color,
          background: box.backgroundColor,
          outline: box.outlineStyle,
          transition: box.transitionDuration,
          stroke: arrow.stroke,
          fill: arrow.fill,
        };
      });
    const light = await styles();
    expect(light).toEqual({
      border: '1px solid rgb(190, 195, 201)',
      shadow: true,
      radius: '8px',
      linkColored: true,
      background: 'rgb(255, 255, 255)',
      outline: 'solid',
      transition: '0.2s',
      stroke: 'rgb(68, 73, 80)',
      fill: light.fill,
    });
    expect(light.fill).not.toBe('rgb(0, 0, 0)');
    await tab.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await styles();
    expect(dark.border).toBe('1px solid rgb(190, 195, 201)');
    expect(dark.stroke).toBe('rgb(68, 73, 80)');
    expect(dark.background).not.toBe(light.background);
    expect(problems).toEqual([]);
  });
});
