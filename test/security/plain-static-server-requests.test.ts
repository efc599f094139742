// bench/plain-static-server.js, which the README names for trying a build as a static host serves it:
// a request it cannot read is answered, and the server goes on serving (any page the user opens can
// send one to 127.0.0.1).
import { expect, it } from 'vitest';
import { writeSite } from '../support/cli.ts';
import { runPlainStaticServer } from '../support/plain-static-server-process.ts';

it('answers 400 to a path with a malformed %-escape and goes on serving', async () => {
  const out = await writeSite('plain-static-server-malformed', { 'index.html': '<h1>Home</h1>' });
  const server = await runPlainStaticServer(out);
  try {
    for (const bad of ['/%zz', '/docs/%E0%A4%A', '/%']) expect((await fetch(`${server.url}${bad}`)).status).toBe(400);
    expect(await (await fetch(`${server.url}/`)).text()).toBe('<h1>Home</h1>');
  } finally {
    server.stop();
  }
});
