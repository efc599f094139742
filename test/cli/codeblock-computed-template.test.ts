// A <CodeBlock> whose code is a template with ${…} (Hasura's install snippet, {`curl …/${props.revision || "v4"}/get.sh`})
// was told its code "must be one literal ({`…`} or {"…"})", the form it was written in: it now says
// the ${…} is what makes it code to run, and how to write it.
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('a <CodeBlock> whose code is a template with ${…}', () => {
  it('is an error naming the ${…} as what is computed, with a hint to write the value', async () => {
    const site = await zeroConfigSite('codeblock-computed-template', {
      'intro.mdx': 'import CodeBlock from "@theme/CodeBlock";\n\n# Intro\n\n<CodeBlock language="bash">\n  {`fetch https://get.example/${props.channel || "stable"}/run.sh`}\n</CodeBlock>\n',
    });
    const checked = await runCli(['check', site]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('content/docs/intro.mdx:5:1  error  The code of <CodeBlock> is a template with ${…} in it, computed when the page runs: devcenter runs no code in a page, so its code must be one literal.');
    expect(checked.stderr).toContain('hint: write the value in place of each ${…}, or write it as a fenced code block');
    expect(checked.stderr).not.toContain('internal error');
  });
});
