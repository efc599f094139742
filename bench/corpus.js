// Writes a deterministic docs site of N pages for benchmarks: `node bench/corpus.js --pages 1000 --out DIR`.
// Categories of ~12 pages; h2-h4 headings; code in js/json/php/bash; tables; admonitions; links to
// pages and anchors that exist. About 700 words a page.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const WORDS = 'merchant customer checkout financing application order payment approval decision sandbox plugin connector refund webhook fulfillment promotional message installment lease prequalification amount balance statement review identity verification request response endpoint header token version pagination cursor idempotency retry timeout'.split(' ');

/** A small deterministic PRNG so two runs write the same corpus. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const SYLLABLES = 'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga ge gi go la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po ra re ri ro ru sa se si so ta te ti to tu va ve vi vo za ze zi zo'.split(' ');

/** A real site's vocabulary is large and skewed: ~4,000 made-up words, drawn Zipf-like, plus the domain's own words. */
const VOCABULARY = (() => {
  const rand = random(7);
  const words = new Set();
  while (words.size < 4000) {
    const length = 2 + Math.floor(rand() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join(''));
  }
  return [...words];
})();

function word(rand) {
  if (rand() < 0.05) return WORDS[Math.floor(rand() * WORDS.length)];
  // Zipf-like: low ranks far more often than high ones.
  return VOCABULARY[Math.floor(VOCABULARY.length * rand() ** 3)];
}

function sentence(rand, words = 14) {
  const list = Array.from({ length: words }, () => word(rand));
  list[0] = list[0][0].toUpperCase() + list[0].slice(1);
  return `${list.join(' ')}.`;
}

function paragraph(rand, sentences = 4) {
  return Array.from({ length: sentences }, () => sentence(rand, 10 + Math.floor(rand() * 8))).join(' ');
}

/** A fixed list of queries like readers type: whole words, prefixes, typos, two-word queries. */
export function benchmarkQueries(count = 200) {
  const rand = random(99);
  const pick = () => (rand() < 0.5 ? WORDS[Math.floor(rand() * WORDS.length)] : VOCABULARY[Math.floor(VOCABULARY.length * rand() ** 2)]);
  return Array.from({ length: count }, (_, i) => {
    const a = pick();
    if (i % 4 === 0) return a.slice(0, Math.max(3, Math.ceil(a.length / 2)));
    if (i % 4 === 1) return `${a} ${pick().slice(0, 4)}`;
    if (i % 4 === 2 && a.length >= 5) return a.slice(0, 2) + a[3] + a[2] + a.slice(4);
    return a;
  });
}

/** Page i of a corpus whose pages have these ids: front matter, prose, links to two other pages, an
 * admonition, code in four languages, a table and a list, as an API guide has. */
function pageBody(i, ids) {
  const pages = ids.length;
  const rand = random(i + 1);
  const other = ids[(i * 7 + 3) % pages];
  const next = ids[(i + 1) % pages];
  return [
    `---\ntitle: Page ${i} ${WORDS[i % WORDS.length]}\ndescription: ${sentence(rand, 12)}\n---\n`,
      paragraph(rand, 5),
    `## Overview {#overview}\n\n${paragraph(rand)} See [the next page](/docs/${next}#details) and [a related page](/docs/${other}).`,
    `:::tip\n${paragraph(rand, 2)}\n:::`,
    `## Details {#details}\n\n${paragraph(rand)}`,
    `### Request\n\n\`\`\`json title="Request body"\n{ "amount": ${i * 10}, "currency": "USD", "reference": "ord_${i}" }\n\`\`\``,
    `### Client\n\n\`\`\`js\nconst result = await client.create({ amount: ${i} });\nconsole.log(result.status);\n\`\`\`\n\n\`\`\`php\n<?php $client->create(['amount' => ${i}]); ?>\n\`\`\`\n\n\`\`\`bash\ncurl -X POST https://api.example.test/v2/orders -d '{"amount": ${i}}'\n\`\`\``,
    `#### Fields\n\n| Field | Type | Description |\n| --- | --- | --- |\n| amount | integer | ${sentence(rand, 8)} |\n| currency | string | ${sentence(rand, 8)} |\n| reference | string | ${sentence(rand, 8)} |`,
    `## Troubleshooting\n\n${paragraph(rand, 5)}\n\n- ${sentence(rand)}\n- ${sentence(rand)}\n- ${sentence(rand)}`,
    `## Next steps\n\n${paragraph(rand, 3)} Read the [overview](#overview) again or go to [details](/docs/${next}#details).`,
  ].join('\n\n');
}

/** Marks a corpus folder with what wrote it: the same generator and size find it already written. */
const STAMP = '.corpus-stamp';

function corpusStamp(shape, pages) {
  return `${shape}:${pages}:${createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex')}`;
}

function alreadyWritten(out, stamp) {
  return existsSync(path.join(out, STAMP)) && readFileSync(path.join(out, STAMP), 'utf8') === stamp;
}

/**
 * The shape a user starts with, and the one Docusaurus, VitePress and Starlight are compared on: a
 * zero-config root (no site.config.ts) whose content/docs/ holds top-level folders of 12 pages, each
 * with a _category_.json, so 1,000 pages make 84 top-level categories. Same pages as writeCorpus.
 */
export function writeFlatCorpus(out, pages) {
  const perFolder = 12;
  const folder = (f) => `topic-${String(f).padStart(3, '0')}`;
  const ids = Array.from({ length: pages }, (_, i) => `${folder(Math.floor(i / perFolder))}/page-${String(i % perFolder).padStart(2, '0')}`);
  const stamp = corpusStamp('flat', pages);
  if (alreadyWritten(out, stamp)) return ids;
  rmSync(out, { recursive: true, force: true });
  for (let i = 0; i < pages; i++) {
    const file = path.join(out, 'content', 'docs', `${ids[i]}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${pageBody(i, ids)}\n`);
    if (i % perFolder === 0) {
      const f = i / perFolder;
      writeFileSync(path.join(path.dirname(file), '_category_.json'), JSON.stringify({ label: `Topic ${f} ${WORDS[f % WORDS.length]}`, position: f + 1 }));
    }
  }
  writeFileSync(path.join(out, STAMP), stamp);
  return ids;
}

export function writeCorpus(out, pages) {
  // Sections of ~12 categories of ~12 pages, as a large site nests them; both levels start collapsed.
  const perCategory = 12;
  const perSection = 12;
  const categories = Math.ceil(pages / perCategory);
  const sectionOf = (c) => Math.floor(c / perSection);
  const folder = (c) => `s${String(sectionOf(c)).padStart(2, '0')}/c${String(c).padStart(3, '0')}`;
  const ids = Array.from({ length: pages }, (_, i) => `${folder(Math.floor(i / perCategory))}/page-${String(i % perCategory).padStart(2, '0')}`);
  // The generator is deterministic: a corpus it wrote before is kept, not deleted and written again.
  // Besides saving time, that keeps the bench's cold builds honest: on ext4, creating files just
  // after deleting thousands makes the kernel scan the recently freed inodes, which took a second
  // of system time from a 1,000-page build.
  const stamp = corpusStamp('generated', pages);
  if (alreadyWritten(out, stamp)) return ids;
  rmSync(out, { recursive: true, force: true });
  for (let i = 0; i < pages; i++) {
    const body = pageBody(i, ids);
    const file = path.join(out, 'content', 'docs', `${ids[i]}.mdx`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${body}\n`);
  }
  const categoryItems = Array.from({ length: categories }, (_, c) => ({
    type: 'category',
    label: `Category ${c}`,
    collapsed: true,
    items: ids.slice(c * perCategory, (c + 1) * perCategory),
  }));
  const sidebar = Array.from({ length: Math.ceil(categories / perSection) }, (_, s) => ({
    type: 'category',
    label: `Section ${s}`,
    collapsed: true,
    items: categoryItems.slice(s * perSection, (s + 1) * perSection),
  }));
  writeFileSync(
    path.join(out, 'site.config.ts'),
    `export default ${JSON.stringify(
      {
        title: `Corpus ${pages}`,
        url: 'https://corpus.example',
        provider: { name: 'Corpus Pay', url: 'https://corpus.example' },
        navbar: { items: [{ label: 'Docs', to: `/docs/${ids[0]}` }] },
        sidebars: { docs: sidebar },
        docs: { version: { mainDocId: ids[0] } },
        search: { appId: 'CORPUS', apiKey: 'corpus-key', indexName: 'corpus' },
      },
      null,
      2,
    )};\n`,
  );
  writeFileSync(path.join(out, STAMP), stamp);
  return ids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const pages = Number(args[args.indexOf('--pages') + 1] || 36);
  const flat = args.includes('--flat');
  const out = path.resolve(args.includes('--out') ? args[args.indexOf('--out') + 1] : `bench/.corpus/${flat ? 'flat-' : ''}${pages}`);
  (flat ? writeFlatCorpus : writeCorpus)(out, pages);
  console.log(`wrote ${pages} ${flat ? 'flat ' : ''}pages to ${out}`);
}
