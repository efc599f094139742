// A root without site.config.ts still builds, like any folder of Markdown: the title is the folder's
// name, every .md/.mdx under content/docs/ is a docs page, and one sidebar follows the folder tree
// (a category per folder, ordered by `sidebar_position`, then name). Search uses the embedded
// endpoint's default credentials.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { parse as parseYaml } from 'yaml';
import { isSkippedContentName } from '../content/discover.ts';
import { listSiteFolder } from '../content/site-folder.ts';
import type { UserConfig, UserSidebarItem } from './define-config.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
/** Where a zero-config site says it lives: the address `devcenter serve` and `dev` use by default. */
const LOCAL_URL = 'http://127.0.0.1:3000';

interface Entry {
  /** Sort key: sidebar_position (docs) or the folder's index doc position; then the name. */
  position: number;
  name: string;
  item: UserSidebarItem;
}

function docIdOf(file: string): string {
  return file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

async function sidebarPosition(file: string): Promise<number> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const match = FRONTMATTER.exec(text);
  if (!match) return Number.POSITIVE_INFINITY;
  try {
    const value = (parseYaml(match[1]) as { sidebar_position?: unknown } | null)?.sidebar_position;
    return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY; // the build reports the YAML error with its position
  }
}

async function sidebarOf(docsDir: string, files: string[], prefix = ''): Promise<Entry[]> {
  const here = files.filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/'));
  const folders = [...new Set(files.filter((f) => f.startsWith(prefix) && f.slice(prefix.length).includes('/')).map((f) => f.slice(prefix.length).split('/')[0]))];
  const entries: Entry[] = await Promise.all(
    here.map(async (file) => ({ position: await sidebarPosition(path.join(docsDir, file)), name: path.basename(file).replace(/\.mdx?$/, ''), item: docIdOf(file) })),
  );
  for (const folder of folders) {
    const inner = await sidebarOf(docsDir, files, `${prefix}${folder}/`);
    entries.push({ position: Math.min(...inner.map((e) => e.position)), name: folder, item: { type: 'category', label: folder, items: inner.map((e) => e.item) } });
  }
  // An index page leads its folder; then sidebar_position, then name.
  return entries.sort((a, b) => Number(b.name === 'index') - Number(a.name === 'index') || a.position - b.position || a.name.localeCompare(b.name));
}

function firstDoc(items: UserSidebarItem[]): string | undefined {
  for (const item of items) {
    if (typeof item === 'string') return item;
    if ('items' in item) {
      const found = firstDoc(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** The config a root without site.config.ts builds with, or null when it has no content/docs/. */
export async function zeroConfig(root: string): Promise<UserConfig | null> {
  const docsDir = path.join(root, 'content', 'docs');
  // Links out of content/ or in loops are not followed here; the build reports them.
  const files = listSiteFolder({ root, dir: docsDir, within: path.join(root, 'content'), includeFile: (file) => /\.mdx?$/.test(file), skipName: isSkippedContentName }).files.map((f) => f.relPath);
  if (files.length === 0) return null;
  const items = (await sidebarOf(docsDir, files)).map((e) => e.item);
  const first = firstDoc(items) ?? docIdOf(files[0]);
  const title = path.basename(path.resolve(root));
  return {
    title,
    url: LOCAL_URL,
    provider: { name: title, url: LOCAL_URL },
    navbar: { items: [{ label: 'Docs', to: `/docs/${first}` }] },
    sidebars: { docs: items },
    footer: { copyright: `Copyright © ${new Date().getFullYear()} ${title}.` },
    docs: { version: { mainDocId: first } },
    search: { appId: 'DEVCENTER', apiKey: 'devcenter-search-key', indexName: new GithubSlugger().slug(title) || 'docs' },
  };
}
