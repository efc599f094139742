// A real corpus, as a user brings it: documentation written for Docusaurus, built as a zero-config
// root. Its pages, how many have an error and of which kind, and a cold check and build (the build
// stops at the checks while errors remain). The shared corpora live beside the project, in
// ../shared/corpora/ (an archive holding content/, and a list of the assets its pages reference).
// Alone: `node bench/real-corpus.js [archive.tgz]` (after `npm run prepare`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discardCaches } from './cache.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_REAL_CORPUS = path.join(repo, '..', 'shared', 'corpora', 'docusaurus.tgz');

/** Unpacks a corpus archive into `root` (emptied first), with its pages' assets as empty files. */
export function unpackCorpus(archive, root) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', archive, '-C', root]);
  if (untar.status !== 0) throw new Error(`could not unpack ${archive}: ${untar.stderr}`);
  // The images and files its pages point at, as empty files: links to them then resolve.
  const assets = archive.replace(/\.tgz$/, '.assets.txt');
  if (existsSync(assets))
    for (const file of readFileSync(assets, 'utf8').split('\n').filter(Boolean)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), '');
    }
  return root;
}

function unpack(archive) {
  return unpackCorpus(archive, path.join(os.tmpdir(), `devcenter-real-${path.basename(archive, '.tgz')}-${process.pid}`));
}

function run(args, root) {
  discardCaches();
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), ...args, root, '--reporter', 'json'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { ms: Math.round(performance.now() - started), code: child.status, diagnostics: JSON.parse(child.stdout || '{"diagnostics":[]}').diagnostics };
}

const pagesIn = (dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(f) && !String(f).split(path.sep).some((s) => s.startsWith('_'))).length;

/** Null when the archive is not there (a checkout without ../shared). */
export function measureRealCorpus(archive = DEFAULT_REAL_CORPUS) {
  if (!existsSync(archive)) return null;
  const root = unpack(archive);
  try {
    const check = run(['check'], root);
    const build = run(['build'], root);
    const errors = check.diagnostics.filter((d) => d.severity === 'error');
    const kinds = new Map();
    for (const d of errors) {
      const kind = `${d.code}: ${d.message.replace(/"[^"]*"|<[^>]*>|\{.*\}/g, '…').slice(0, 48)}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    return {
      name: path.basename(archive, '.tgz'),
      pages: pagesIn(path.join(root, 'content')),
      pagesWithErrors: new Set(errors.filter((d) => d.file?.startsWith('content/')).map((d) => d.file)).size,
      errors: errors.length,
      topKinds: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5),
      checkMs: check.ms,
      buildMs: build.ms,
      built: build.code === 0,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(measureRealCorpus(process.argv[2]), null, 2));
