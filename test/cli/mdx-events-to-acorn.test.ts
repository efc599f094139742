// devcenter's events-to-acorn (cli/content/mdx-events-to-acorn.ts) stands in for the package's in the
// compiled CLI, so a large prop of data ({…} holding thousands of objects) no longer parses in time that
// grows with the square of its size. MDX must read every page exactly as with the package: the same
// tree (estree and places included) or the same error at the same place. The test bundles MDX's parser
// twice, with and without the stand-in, as cli/compile.js does, and compares them on generated pages.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { isUnfinishedDataLiteral } from '../../cli/content/mdx-events-to-acorn.ts';
import { REPO_ROOT, runCli, TMP, writeSite } from '../support/cli.ts';

type Parse = (text: string) => string;

const PARSER = `
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
export function parse(text) {
  try {
    return JSON.stringify(fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }));
  } catch (error) {
    return JSON.stringify({ error: error.reason ?? error.message, place: error.place, ruleId: error.ruleId });
  }
}`;

async function bundledParser(name: string, alias: Record<string, string>): Promise<Parse> {
  const outfile = path.join(TMP, 'mdx-events-to-acorn', `${name}.mjs`);
  await mkdir(path.dirname(outfile), { recursive: true });
  await build({ stdin: { contents: PARSER, resolveDir: REPO_ROOT, loader: 'js' }, bundle: true, platform: 'node', format: 'esm', outfile, alias, logLevel: 'silent' });
  return ((await import(`${outfile}?${Date.now()}`)) as { parse: Parse }).parse;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A JavaScript value, mostly plain data, sometimes code or something acorn refuses. */
function value(next: () => number, depth: number): string {
  const pick = <T,>(items: T[]) => items[Math.floor(next() * items.length)];
  const space = () => pick(['', '', ' ', '\n', '  ']);
  const r = next();
  if (depth < 4 && r < 0.3) {
    const entries = Array.from({ length: Math.floor(next() * 4) }, () => {
      const key = pick(['a', 'b2', '"k}"', "'q'", '1', 'if', 'class', '__proto__', '[c]', 'get', '"x"', 'true', 'null', '...s']);
      return next() < 0.15 && /^[a-z]/.test(key) ? key : `${key}:${space()}${value(next, depth + 1)}`;
    });
    return `{${space()}${entries.join(`,${space()}`)}${next() < 0.2 ? ',' : ''}${space()}}`;
  }
  if (depth < 4 && r < 0.5) {
    const items = Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    return `[${items.join(pick([',', ', ', ',\n', ',,']))}${next() < 0.2 ? ',' : ''}]`;
  }
  return pick([
    '"text"', "'it''s'", '"a}b{c"', '"\\u00e9"', '"\\x41"', '"\\0"', '"\\u12"', '0', '-1.5e3', '01', '1.', '2e', '1_000', '.5', 'true', 'null', 'undefined',
    'foo', 'this', 'new Date()', 'if', '`t${x}}`', '() => {}', '(a) => ({ b: 1 })', '<b>x</b>', '/* } */ 1', 'a /* { */', 'x // }\n', '/}/', '{}', '[]', 'a ? {} : []',
    // What the shortcut's scan must read as acorn does: escapes, numbers and names at their edges.
    '"\\u00g1}"', '"\\uD83D}"', '"\u2028}"', '"\\\n"', '1e+', '0x1', '1n', '0.5e-3', '-0', 'get', 'async', 'let', 'eval', '\\u0061', 'é',
  ]);
}

/** A page holding the value somewhere MDX reads an expression, perhaps broken a little. */
function page(next: () => number): string {
  let expression = value(next, 0);
  const mutation = next();
  if (mutation < 0.15) {
    const at = Math.floor(next() * expression.length);
    expression = expression.slice(0, at) + expression.slice(at + 1);
  } else if (mutation < 0.25) {
    const at = Math.floor(next() * expression.length);
    expression = expression.slice(0, at) + ['}', '{', ',', '"', '\n'][Math.floor(next() * 5)] + expression.slice(at);
  } else if (mutation < 0.45) {
    // Cut short, so that it never closes: the page's error is the one of MDX's last attempt, maybe the shortcut's.
    expression = expression.slice(0, Math.floor(next() * expression.length));
  }
  const place = Math.floor(next() * 11);
  const indented = expression.replaceAll('\n', '\n  ');
  const text = [
    `# Page\n\n<X data={${expression}} />\n\nAfter } and {.\n`,
    `# Page\n\n{${expression}}\n`,
    `Text {${expression}} and more.\n`,
    `> <X data={${expression.replaceAll('\n', '\n> ')}} />\n`,
    `- item\n  <X data={${indented}} />\n`,
    `<X a={${expression}} b={{ c: [1, 2] }}>\n  inner {1}\n</X>\n`,
    // Tabs split into virtual spaces by a container's prefix, a line left lazy, and a heading.
    `>\t{${expression.replaceAll('\n', '\n>\t')}}\n`,
    `-\t<X data={${expression.replaceAll('\n', '\n\t')}} />\n`,
    `> {${expression}}\n`,
    `## Heading {${expression}}\n`,
    // Two in a row, the first maybe left open, and a tag that fails after its attribute (text after it on its line).
    `{${expression}}{${expression}}\n\n<X a={${expression}} /> text\n`,
  ][place];
  // Some pages with CRLF line endings.
  return next() < 0.15 ? text.replaceAll('\n', '\r\n') : text;
}

describe("devcenter's events-to-acorn", () => {
  let theirs: Parse;
  let ours: Parse;
  beforeAll(async () => {
    [theirs, ours] = await Promise.all([
      bundledParser('package', {}),
      bundledParser('devcenter', { 'micromark-util-events-to-acorn': path.join(REPO_ROOT, 'cli/content/mdx-events-to-acorn.ts') }),
    ]);
  });

  it('reads 3,000 generated pages exactly as the package does: the same tree, estree and places, or the same error at the same place', () => {
    const differ: string[] = [];
    for (let seed = 1; seed <= 3000; seed++) {
      const text = page(random(seed));
      if (ours(text) !== theirs(text)) differ.push(`seed ${seed}: ${JSON.stringify(text)}`);
    }
    expect(differ).toEqual([]);
  });

  it('reads a closing prop of data, an unclosed one and one of code as the package does', () => {
    const data = JSON.stringify(Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`k${i}`, { type: 'string', list: [1, 2, { a: null }] }])));
    for (const text of [`<X data={${data}} />\n`, `<X data={${data.slice(0, -1)} />\n\nText.\n`, `<X data={${data.replace('"k7"', 'k7 k8')}} />\n`, `<X data={() => ${data}} />\n`])
      expect(ours(text)).toBe(theirs(text));
  });

  it('reads a literal left open after a value or key at the edge of what the shortcut tells apart as the package does: the error of MDX\'s last attempt is the shortcut\'s', () => {
    const values = ['"\\u00g1"', '"\\u00e9"', '"\\uD83D"', '"\\u{41}"', '"\\x41"', '"\\0"', '"\\8"', '"\\\n"', '"\u2028"', "'\\''", '1.', '1.e3', '.5', '0x1', '1n', '1_0', '08', '0.0', '-0', '- 1', '1e', '1e+5', '1e5.', '`x`', '/x/', 'a /* c */', 'a // c\n'];
    const names = ['get', 'set', 'async', 'static', 'let', 'yield', 'await', 'enum', 'eval', 'arguments', 'undefined', 'class', 'if', 'true', 'null', 'this', 'new', 'of', '__proto__', '"__proto__"', '\\u0061', 'é', 'a\u200c', '1', '01', '1n'];
    const pages = [
      ...values.map((v) => `{[{a: ${v}}, {b: 1}, 2\n`),
      ...names.map((k) => `{[{${k}: 1}, {b: 1}, 2\n`),
      ...names.map((k) => `{[{${k}}, {b: 1}, 2\n`),
      ...names.map((k) => `{[{${k}, b: 1}, {c: 1}, 2\n`),
      ...names.map((v) => `{[{a: ${v}}, {b: 1}, 2\n`),
    ];
    for (const text of [...pages, ...pages.map((page) => `> <X d=${page.replaceAll('\n', '\r\n>\t')} />`)]) expect(ours(text), text).toBe(theirs(text));
  });

  it('tells the unfinished start of a data literal, and nothing else', () => {
    for (const text of ['{', '{"a": 1', '{a: [1, {b: null}', "[1, 'x', {", '{ class: 1, b', '{"k": "a}b"'] as const) expect(isUnfinishedDataLiteral(text), text).toBe(true);
    for (const text of ['{}', '{"a": "b', '{a: 1.', '{a: -', '{a: if', '{a: b c', '{__proto__: 1', '{[k]: 1', '{a: () => {', '{a: `x', '{a: /', '{true', '{ class', 'x', '"{"'] as const)
      expect(isUnfinishedDataLiteral(text), text).toBe(false);
  });

  it('checks a page with a 1 MB prop of data in seconds, where the package took minutes', { timeout: 120_000 }, async () => {
    const data = JSON.stringify(Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`field${i}`, { type: 'string', example: `value ${i}`, nested: { required: i % 2 === 0 } }])));
    expect(data.length).toBeGreaterThan(900_000);
    const site = await writeSite('mdx-large-data-prop', { 'content/docs/api.mdx': `# API\n\n<Unknown responses={${data}} />\n` });
    const started = performance.now();
    const result = await runCli(['check', site], { timeoutMs: 110_000 });
    const seconds = (performance.now() - started) / 1000;
    expect(result.stderr).toContain('content/docs/api.mdx:3:1  error  Unknown component <Unknown>.');
    expect(seconds).toBeLessThan(20);
  });
});
