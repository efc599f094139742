// The real shape for the scale rows: pages written for Docusaurus (the shared corpora in
// ../shared/corpora/), copied as many times as a size needs. Pages that do not build as a zero-config
// root (components of their own site, links to those pages) are left out first, round by round
// until `devcenter check` passes, so every row measures pages that build. Each copy is a top-level
// folder of its own; its absolute links and slugs are moved into that folder.
// Alone: `node bench/real-shape.js --pages 1000 --out /tmp/real-1000` (after `npm run prepare`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpackCorpus } from './real-corpus.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const CORPORA = path.join(repo, '..', 'shared', 'corpora');
const STAMP = '.corpus-stamp';

/** Deletes the pages with an error until the root checks clean; returns how many pages are left. */
function prune(root) {
  for (let round = 0; round < 8; round++) {
    const child = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'check', root, '--reporter', 'json'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const errors = JSON.parse(child.stdout || '{"diagnostics":[]}').diagnostics.filter((d) => d.severity === 'error');
    // Files a zero-config root refuses to publish (host configuration, HTML) go too.
    const files = new Set(errors.map((d) => d.file).filter(Boolean));
    if (files.size === 0) break;
    for (const file of files) if (existsSync(path.join(root, file))) unlinkSync(path.join(root, file));
  }
  return pagesIn(path.join(root, 'content', 'docs'));
}

const pagesIn = (dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(f) && !String(f).split(path.sep).some((s) => s.startsWith('_'))).length;

/** One corpus's pages that build, as they are: cached under the OS temp folder by archive. */
function cleanCorpus(archive) {
  const root = path.join(os.tmpdir(), `devcenter-real-shape-${path.basename(archive, '.tgz')}`);
  const stamp = `${readFileSync(archive).length}:${readFileSync(fileURLToPath(import.meta.url)).length}`;
  if (existsSync(path.join(root, STAMP)) && readFileSync(path.join(root, STAMP), 'utf8') === stamp) return root;
  unpackCorpus(archive, root);
  prune(root);
  writeFileSync(path.join(root, STAMP), stamp);
  return root;
}

/** A page moved into the folder `prefix`: its absolute docs links and slug follow it. */
function moved(text, prefix) {
  return text.replace(/\]\(\/docs\//g, `](/docs/${prefix}/`).replace(/^slug:\s*\/(?!\/)/m, `slug: /${prefix}/`);
}

function copyDocs(from, to, prefix) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDocs(source, target, prefix);
    else {
      mkdirSync(to, { recursive: true });
      writeFileSync(target, /\.mdx?$/.test(entry.name) ? moved(readFileSync(source, 'utf8'), prefix) : readFileSync(source));
    }
  }
}

/** The ids of the archives found, for the row's label. Null when ../shared/corpora is not there. */
export function realShapeCorpora() {
  if (!existsSync(CORPORA)) return null;
  const archives = readdirSync(CORPORA).filter((f) => f.endsWith('.tgz'));
  return archives.length > 0 ? archives.map((f) => path.join(CORPORA, f)) : null;
}

/** Writes a zero-config root of about `pages` real pages into `out`; returns its routes' paths (docs pages only). */
export function writeRealShape(out, pages) {
  const archives = realShapeCorpora();
  if (!archives) throw new Error(`no corpora in ${CORPORA}`);
  const clean = archives.map((archive) => ({ name: path.basename(archive, '.tgz'), root: cleanCorpus(archive) }));
  const perCopy = clean.reduce((sum, c) => sum + pagesIn(path.join(c.root, 'content', 'docs')), 0);
  const copies = Math.max(1, Math.round(pages / perCopy));
  const stamp = `real:${pages}:${clean.map((c) => readFileSync(path.join(c.root, STAMP), 'utf8')).join(',')}`;
  if (existsSync(path.join(out, STAMP)) && readFileSync(path.join(out, STAMP), 'utf8') === stamp) return;
  rmSync(out, { recursive: true, force: true });
  for (const c of clean) {
    if (existsSync(path.join(c.root, 'static'))) cpSync(path.join(c.root, 'static'), path.join(out, 'static'), { recursive: true });
    for (let k = 0; k < copies; k++) {
      const prefix = `${c.name}-${String(k).padStart(3, '0')}`;
      copyDocs(path.join(c.root, 'content', 'docs'), path.join(out, 'content', 'docs', prefix), prefix);
    }
  }
  writeFileSync(path.join(out, STAMP), stamp);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const pages = Number(args[args.indexOf('--pages') + 1] || 36);
  const out = path.resolve(args.includes('--out') ? args[args.indexOf('--out') + 1] : `bench/.corpus/real-${pages}`);
  writeRealShape(out, pages);
  console.log(`wrote ${pagesIn(path.join(out, 'content', 'docs'))} real pages to ${out}`);
}
