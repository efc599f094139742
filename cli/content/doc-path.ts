// Where a file under content/docs/ lands, by Docusaurus 3's rules: its doc id and its address. Shared by
// routing and by the zero-config sidebar, which must name docs by the ids routing gives them.
import path from 'node:path';

/** What a doc's frontmatter says about its id and address. */
export interface DocPathFrontmatter {
  id?: string;
  slug?: string;
  parse_number_prefixes?: boolean;
}

/** A dated or versioned name ("2021-11-notes", "7.0-release") keeps its digits: they are not an order. */
const NOT_A_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** "01-intro" -> { name: "intro", position: 1 }; a name without a number prefix is left as it is. */
export function splitNumberPrefix(name: string): { name: string; position?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2], position: Number.parseInt(match[1], 10) } : { name };
}

const stripFolders = (dir: string) => dir.split('/').filter(Boolean).map((segment) => splitNumberPrefix(segment).name).join('/');

/** The parts of a path under content/docs/: its folder and its file name, without extension. */
function partsOf(pathInDocs: string): { dir: string; name: string } {
  const withoutExtension = pathInDocs.replace(/\.mdx?$/i, '');
  const slash = withoutExtension.lastIndexOf('/');
  return { dir: slash < 0 ? '' : withoutExtension.slice(0, slash), name: withoutExtension.slice(slash + 1) };
}

/** `index`, `README` or a file named like its folder (`guides/Guides.md`): the folder's own page. */
export function isCategoryIndex(pathInDocs: string): boolean {
  const { dir, name } = partsOf(pathInDocs);
  const lower = name.toLowerCase();
  return lower === 'index' || lower === 'readme' || (dir !== '' && lower === dir.slice(dir.lastIndexOf('/') + 1).toLowerCase());
}

/** The doc id Docusaurus gives a file: its folders without number prefixes, then `id` or the file name without one. */
export function docusaurusDocId(pathInDocs: string, frontmatter: DocPathFrontmatter): string {
  const { dir, name } = partsOf(pathInDocs);
  const strip = frontmatter.parse_number_prefixes !== false;
  const base = frontmatter.id ?? (strip ? splitNumberPrefix(name).name : name);
  const folders = strip ? stripFolders(dir) : dir;
  return folders ? `${folders}/${base}` : base;
}

/** The id sidebars name a doc by. As Docusaurus's, except that a folder's `index` (without an `id`) is
 * named by its folder ("guides", not "guides/index"), as site.config.ts sidebars always have. */
export function docIdOfFile(pathInDocs: string, frontmatter: DocPathFrontmatter): string {
  const { dir, name } = partsOf(pathInDocs);
  if (frontmatter.id === undefined && name === 'index') return frontmatter.parse_number_prefixes === false ? dir : stripFolders(dir);
  return docusaurusDocId(pathInDocs, frontmatter);
}

/** The doc's address under the docs path, without slashes at either end ("guides/intro"; "" for the docs root). */
export function docRouteOfFile(pathInDocs: string, frontmatter: DocPathFrontmatter): string {
  const { dir } = partsOf(pathInDocs);
  const folders = frontmatter.parse_number_prefixes === false ? dir : stripFolders(dir);
  const { slug } = frontmatter;
  if (slug !== undefined && slug.startsWith('/')) return slug.replace(/^\/+|\/+$/g, '');
  if (slug === undefined && isCategoryIndex(pathInDocs)) return folders;
  const last = docusaurusDocId(pathInDocs, frontmatter).split('/').pop() as string;
  // A relative slug ("bar", "./bar", "../bar") resolves against the doc's folder, as a URL would; one
  // that climbs above the docs is kept as written, for routing to refuse with the slug's position.
  const joined = [folders, slug ?? last].filter(Boolean).join('/');
  const resolved = path.posix.normalize(joined);
  return (resolved === '..' || resolved.startsWith('../') ? joined : resolved).replace(/^\/+|\/+$/g, '').replace(/^\.$/, '');
}
