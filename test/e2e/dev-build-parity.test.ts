// `devcenter dev` and `devcenter build` run the same stages: on the same broken site they report the
// same problems (issue #15), warnings such as broken anchors included, in the terminal and in the
// browser's overlay alike.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, TMP } from '../support/cli.ts';
import { startDev, type RunningDev } from '../security/servers-support.ts';

/** One problem as both sides can say it. */
type Problem = string;

/** `::warning file=…,line=…,col=…,title=code::message (hint)` back into a problem line. */
function fromAnnotation(line: string): Problem | null {
  const match = /^::(error|warning) ([^:]*)::(.*)$/.exec(line);
  if (!match) return null;
  const unescape = (v: string) => v.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
  const fields = Object.fromEntries(match[2].split(',').map((field) => field.split('=').map(unescape) as [string, string]));
  return `${match[1]} ${fields.file ?? ''}:${fields.line ?? ''}:${fields.col ?? ''} ${unescape(match[3])}`;
}

interface OverlayProblem {
  severity: string;
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
}

/** The overlay's problems once dev has checked the whole site: the event stream is read until its
 * list has as many problems as `expected` (or the time is up, and the last list is returned). */
function overlayProblems(base: string, expected: number): Promise<OverlayProblem[]> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let last: OverlayProblem[] = [];
    let buffer = '';
    const req = request({ host: url.hostname, port: url.port, path: '/_dc/events', headers: { host: url.host, origin: base } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          const message = data ? (JSON.parse(data) as { type: string; problems?: OverlayProblem[] }) : null;
          if (message?.type !== 'problems') continue;
          last = message.problems!;
          if (last.length >= expected) done();
        }
      });
    });
    const done = () => {
      clearTimeout(timer);
      req.destroy();
      resolve(last);
    };
    const timer = setTimeout(done, 15_000);
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

describe('dev and build on the same broken site', () => {
  let site: string;
  let dev: RunningDev;
  let built: Problem[];

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'dev-build-parity', {
      // A broken link (an error), a broken anchor (a warning), an unknown frontmatter key (a warning).
      'content/docs/other.mdx': '---\ntitle: Other\nsidebar_lable: Typo\n---\n\nSee [the start](./start.mdx#no-such-heading) and [nowhere](/docs/nowhere).\n',
      // A page that does not parse.
      'content/docs/broken.mdx': '# Broken\n\n<div>\n\nnever closed\n',
    });
    // static/ links out of the site: found by discovery, before any page is parsed.
    const outside = path.join(TMP, 'dev-build-parity-outside');
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'secret.txt'), 'not part of the site\n');
    await symlink(outside, path.join(site, 'static', 'outside'));
    const build = await runCli(['build', site, '--reporter', 'github']);
    expect(build.code).toBe(1);
    built = build.stdout.split('\n').map(fromAnnotation).filter((p): p is Problem => p !== null);
    dev = await startDev(site);
  });

  afterAll(async () => {
    await dev?.stop();
  });

  it('build finds errors and warnings of every stage (discovery, parse, links)', () => {
    const kinds = built.map((p) => p.split(' ')[0]);
    expect(kinds).toContain('error');
    expect(kinds).toContain('warning');
    expect(built.some((p) => p.includes('static/outside'))).toBe(true);
    expect(built.some((p) => p.includes('no-such-heading'))).toBe(true);
    expect(built.some((p) => p.includes('content/docs/broken.mdx'))).toBe(true);
  });

  it('dev shows the same problems in the browser overlay, broken anchors included', async () => {
    const asProblem = (p: OverlayProblem) => `${p.severity} ${p.file ?? ''}:${p.line ?? ''}:${p.column ?? ''} ${p.message}`;
    const shown = (await overlayProblems(dev.url, built.length)).map(asProblem);
    expect(shown).toHaveLength(built.length);
    // The annotation appends the hint to the message, in parentheses; the overlay shows it in the frame.
    for (const problem of built) expect(shown.some((s) => problem === s || problem.startsWith(`${s} (`)), problem).toBe(true);
  });

  it('dev prints the same problems in its terminal', async () => {
    await overlayProblems(dev.url, built.length);
    const output = dev.output();
    for (const problem of built) {
      const [, where] = problem.split(' ');
      expect(output, problem).toContain(where.replace(/:+$/, ''));
    }
    expect(output).toMatch(/warning/);
  });
});
