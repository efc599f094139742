// A site component's `name` prop that the runtime reserves is an error at its attribute, as on an
// HTML element (an attacker-round find): a component that passes `name` on to a <form> made
// `window.aa`, the search-insights queue, that form.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('a reserved name given to a site component', () => {
  it('is an error at its attribute', async () => {
    const site = await writeSite('site-component-reserved-names', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', components: { Box: './src/components/Box.jsx' } };\n",
      'src/components/Box.jsx': "import React from 'react';\nexport default function Box({ name }) {\n  return <form className=\"box\" name={name} />;\n}\n",
      'content/docs/index.mdx': "import Box from '@site/src/components/Box';\n\n# Props\n\n<Box name=\"aa\" />\n\n<Box name=\"fine\" />\n",
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.mdx:5:6  error  The name "aa" of <Box> is reserved by the site\'s runtime.');
    expect(result.stderr).toContain('build failed: 1 error');
  });
});
