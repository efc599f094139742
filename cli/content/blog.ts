// The blog: a content/blog/ folder turns it on. Posts are dated by their path (YYYY-MM-DD-slug.mdx,
// YYYY-MM-DD-slug/index.mdx, YYYY/MM/DD/slug.mdx) or by `date` in their frontmatter, and live where
// Docusaurus puts them under the blog's path (blog-path.ts; /blog/YYYY/MM/DD/slug for a dated path by
// default); the list is the blog's path, tags are <path>/tags and <path>/tags/<tag>, and feeds
// <path>/rss.xml and <path>/atom.xml.
import type { BlogData, BlogPostSummary } from '../../runtime/shared/types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { postAuthors, type AuthorsMap } from './blog-authors.ts';
import { blogArchivePath, blogTagsPath, blogUrl } from './blog-path.ts';
import { blogTagsPlace, pageTags, tooManyTags, type TagsFile } from './tags.ts';
import { MAX_TAGS_PER_SITE } from './expansion-limits.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Page } from './page.ts';
import type { Route } from './route.ts';
import { ENGLISH_PAGE_WORDS, type GeneratedPageWords } from '../render/generated-page-words.ts';

/**
 * How the blog lays its posts out, as Docusaurus's blog options say it (postsPerPage, blogSidebarCount):
 * posts a list page shows, and posts the sidebar lists; 'ALL' is every one.
 */
export interface BlogLayout {
  postsPerPage: number | 'ALL';
  sidebarCount: number | 'ALL';
  /** Each post shows how long it takes to read (showReadingTime). */
  showReadingTime: boolean;
  /** The list of posts' title, "Blog" without one (blogTitle). */
  title?: string;
  /** The list of posts' description, for its meta description (blogDescription). */
  description?: string;
  /** The sidebar's title, "Recent posts" without one (blogSidebarTitle). */
  sidebarTitle?: string;
}

/** Docusaurus's defaults (plugin-content-blog options.ts): 10 posts a list page, 5 in the sidebar, the reading time shown. */
export const DEFAULT_BLOG_LAYOUT: BlogLayout = { postsPerPage: 10, sidebarCount: 5, showReadingTime: true };

/** Words read a minute, as the reading-time package Docusaurus uses counts them. */
const WORDS_PER_MINUTE = 200;

/** A character of a script written without spaces between words: read as a word each, as reading-time does. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Where a word starts: a letter or digit not continuing one, directly or across one joiner
 * (`don't`, `x_y`, `a-b` are a word each, as [\p{L}\p{N}]+(?:['’_-][\p{L}\p{N}]+)* matches them).
 * Counted one by one, not matched as whole words: that pattern's repetition overflowed the stack on a
 * word of millions of joined parts ("a-a-a-…", 7.8 MB), an internal error that ended the build, and a
 * list of every word (or ideograph) of an 8 MB post held hundreds of MB.
 */
const WORD_START = /(?<![\p{L}\p{N}]['’_-]?)[\p{L}\p{N}]/gu;

/**
 * The minutes a post takes to read, as Docusaurus shows them ("5 min read"): its Markdown after the
 * front matter, words at 200 a minute, rounded up, one at least.
 */
export function readingMinutes(text: string): number {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '');
  let ideographs = 0;
  const spaced = body.replace(CJK, () => {
    ideographs++;
    return ' ';
  });
  let words = 0;
  for (WORD_START.lastIndex = 0; WORD_START.exec(spaced); ) words++;
  return Math.max(1, Math.ceil((words + ideographs) / WORDS_PER_MINUTE));
}

/**
 * Posts the sidebar lists at most, whatever the layout asks: every page of the blog carries the
 * sidebar, so a sidebar of every post makes the blog's output grow with the square of its posts.
 */
export const MAX_BLOG_SIDEBAR_POSTS = 500;

/**
 * A post's date and address from its path under blog/, as Docusaurus reads them: a date anywhere in
 * the path (`2021-05-28-title.md`, `2021-05-28-title/index.md`, `2021/05/28/title.md`, or with both
 * separators, as Jellyfin's `2022/12-24-title/index.md`; the last one when there are several) puts the
 * post at <blog path>/<that date as folders>/<what comes before and after it>; a path without one puts it at
 * <blog path>/<the path>. `index` names its folder's post.
 */
const DATED_PATH = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date written as a day, with or without a time ("2017-02-29 11:00:00"): when wrong, its day is. */
const DAY_WRITTEN = /^\d{4}-\d{1,2}-\d{1,2}(?:$|[Tt\s])/;

/** The day a date is written with (its first part, padded), whether or not the calendar has it. */
function calendarDay(written: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(written.trim());
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : null;
}

/** YYYY-MM-DD, and a day the calendar has. */
function isCalendarDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return DATE.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

/** Where an undated post's day comes from: its first commit, or its file (not committed, or no git). */
export interface FileDate {
  /** YYYY-MM-DD, in UTC as Docusaurus formats a post's date. */
  day: string;
  from: 'commit' | 'file';
}

export function isBlogFile(contentPath: string): boolean {
  return contentPath.startsWith('blog/');
}

/**
 * The day a frontmatter date names, as Docusaurus reads it (a YAML timestamp): `2023-03-13`,
 * `2023-03-13T10:00:00.000Z`, `2021-09-13T10:00`, `2024-01-15 10:00:00` (no zone: UTC) all give
 * their UTC day. Anything else is returned as written, for the error that names it.
 */
function calendarDate(written: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(written.trim());
  if (!match) return written;
  const [, year, month, day, hour, minute, second, zone] = match;
  const pad = (n: string | undefined) => (n ?? '0').padStart(2, '0');
  // A day past its month's end (2017-02-29) rolls over to the next month, as YAML's timestamps do
  // (Docusaurus builds such a post, dated 2017-03-01); a month or day no calendar has does not.
  if (new Date(`${year}-${pad(month)}-${pad(day)}T00:00:00Z`).getUTCDate() !== Number(day)) {
    if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return written;
    return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString().slice(0, 10);
  }
  const offset = !zone || zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = new Date(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`);
  return Number.isNaN(at.getTime()) ? written : at.toISOString().slice(0, 10);
}

/** A post's address and date; the date is null when neither its path nor its frontmatter gives one. */
export function blogPostPlace(page: Page, blogPath: string): { path: string; date: string | null } {
  const relative = page.source.contentPath.slice('blog/'.length);
  const dated = DATED_PATH.exec(relative);
  const pathDate = dated ? `${dated[2]}-${dated[3].padStart(2, '0')}-${dated[4].padStart(2, '0')}` : null;
  const date = page.frontmatter.date !== undefined ? calendarDate(page.frontmatter.date) : pathDate;
  const slug = dated ? `${dated[2]}/${dated[3]}/${dated[4]}/${dated[1]}${dated[5]}` : relative.replace(/(?:\/index)?\.mdx?$/, '');
  // A slug is read as a docs slug is: "/hello/" is /blog/hello (Docusaurus normalizes the slashes too).
  const written = page.frontmatter.slug?.replace(/^\/+|\/+$/g, '');
  return { path: blogUrl(blogPath, written ?? slug).replace(/(.)\/+$/, '$1'), date };
}

/** Where a post's date is written (its frontmatter key), else the file's start: a problem with it is shown there. */
function dateKeyPlace(page: Page): Pick<Diagnostic, 'line' | 'column' | 'lineText' | 'length'> {
  const key = frontmatterKeyPosition(page.source.text, 'date');
  if (key) return { line: key.line, column: key.column, lineText: key.lineText, length: 'date'.length };
  return { line: 1, column: 1, lineText: page.source.text.split('\n', 1)[0] };
}

export interface BlogIndex {
  /** Where the blog is served (blog-path.ts). */
  blogPath: string;
  /** Posts a list page shows (every post on one page: their number). */
  postsPerPage: number;
  /** Newest first: the listed posts (an `unlisted` post is in no list, tag page, feed or sidebar). */
  posts: BlogPostSummary[];
  /** The unlisted posts, by address: each page still shows its own date, authors and tags. */
  unlisted: Map<string, BlogPostSummary>;
  tags: Map<string, { label: string; href: string; description?: string; posts: BlogPostSummary[] }>;
  /** Each post's page, by its address: the list of posts renders their excerpts. */
  pages: Map<string, Page>;
  sidebar: BlogData['sidebar'];
  /** What the layout names the list and the sidebar (blogTitle, blogDescription, blogSidebarTitle). */
  title?: string;
  description?: string;
  sidebarTitle?: string;
  diagnostics: Diagnostic[];
}

/** The blog's data files, read (cli/content/data-files.ts), and the days of its undated posts' files. */
export interface BlogMaps {
  authors: AuthorsMap | null;
  tags: TagsFile | null;
  /** By file (absolute path): the day a post that names none is dated by (post-file-dates.ts). */
  undatedPostDates?: ReadonlyMap<string, FileDate>;
}

/** Every post's summary, the tags, and the sidebar, from the routes of blog posts and the blog's data files. */
export function indexBlog(routes: Route[], blog: { path: string; layout: BlogLayout }, maps: BlogMaps = { authors: null, tags: null }): BlogIndex {
  const { path: blogPath, layout } = blog;
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPostSummary[] = [];
  // As Docusaurus's listedBlogPosts: an unlisted post is reached by its address only, in no list,
  // archive, tag page, feed or sidebar, and has no newer or older post; its own tags lead to those
  // tags' pages where listed posts make them (a tag of unlisted posts only has none).
  const unlisted = new Map<string, BlogPostSummary>();
  const pages = new Map<string, Page>();
  for (const route of routes) {
    if (route.kind !== 'blogPost' || !route.page) continue;
    const { page } = route;
    const fileDate = maps.undatedPostDates?.get(page.source.absPath);
    const date = blogPostPlace(page, blogPath).date ?? fileDate?.day ?? null;
    // Docusaurus warns too when a post is dated by its file: that day moves with every checkout.
    if (fileDate?.from === 'file' && date === fileDate.day)
      diagnostics.push({
        severity: 'warning',
        code: 'blog',
        message: `This blog post names no date and its file is not committed to git: it is dated by the file's modification time, ${fileDate.day}.`,
        file: page.source.file,
        line: 1,
        column: 1,
        lineText: page.source.text.split('\n', 1)[0],
        hint: 'set `date: YYYY-MM-DD` in its front matter (or name the file YYYY-MM-DD-slug.mdx), or commit it: an uncommitted post takes the day of its last save.',
      });
    if (!date || !isCalendarDate(date)) {
      diagnostics.push({
        severity: 'error',
        code: 'blog',
        message: !date ? 'A blog post needs a date.' : DAY_WRITTEN.test(date) ? `Blog post date "${date}" is not a day of the calendar.` : `Blog post date "${date}" is not YYYY-MM-DD.`,
        file: page.source.file,
        ...dateKeyPlace(page),
        hint: 'name the file YYYY-MM-DD-slug.mdx (or its folder YYYY-MM-DD-slug/, or put it in YYYY/MM/DD/), or set `date: YYYY-MM-DD` in its frontmatter.',
      });
      // Left out of the blog, the post's authors and tags are checked all the same: every problem of a
      // page is said in one run, not the next one after the date is mended.
      diagnostics.push(...postAuthors(page, maps.authors).diagnostics);
      pageTags(page, maps.tags, blogTagsPlace(blogPath), diagnostics);
      continue;
    }
    const writtenDate = page.frontmatter.date;
    const writtenDay = writtenDate !== undefined ? calendarDay(writtenDate) : null;
    if (writtenDay !== null && !isCalendarDate(writtenDay)) {
      diagnostics.push({
        severity: 'warning',
        code: 'blog',
        message: `Blog post date "${writtenDate}" is not a day of the calendar: it is read as ${date}, as YAML reads it.`,
        file: page.source.file,
        ...dateKeyPlace(page),
        hint: `write the day meant, e.g. date: ${date}.`,
      });
    }
    pages.set(route.path, page);
    const written = postAuthors(page, maps.authors);
    diagnostics.push(...written.diagnostics);
    const summary: BlogPostSummary = {
      title: page.title,
      href: route.path,
      date,
      authors: written.authors,
      tags: pageTags(page, maps.tags, blogTagsPlace(blogPath), diagnostics),
      description: page.frontmatter.description ?? '',
      ...(layout.showReadingTime ? { readingMinutes: readingMinutes(page.source.text) } : {}),
    };
    if (page.frontmatter.unlisted) unlisted.set(route.path, summary);
    else posts.push(summary);
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const tags: BlogIndex['tags'] = new Map();
  let tooMany: BlogPostSummary | undefined;
  for (const post of posts)
    for (const tag of post.tags) {
      // Each tag is a page (or ten, with its posts): a site has at most MAX_TAGS_PER_SITE.
      if (!tags.has(tag.href) && tags.size >= MAX_TAGS_PER_SITE) {
        tooMany ??= post;
        continue;
      }
      const entry = tags.get(tag.href) ?? { label: tag.label, href: tag.href, ...(tag.description ? { description: tag.description } : {}), posts: [] };
      entry.posts.push(post);
      tags.set(tag.href, entry);
    }
  if (tooMany) diagnostics.push({ ...tooManyTags('The blog has', 'a blog', "This post's", pages.get(tooMany.href)?.source), code: 'blog' });
  for (const [href, post] of unlisted) unlisted.set(href, { ...post, tags: post.tags.filter((tag) => tags.has(tag.href)) });
  const sidebar: BlogData['sidebar'] = [];
  const sidebarCount = layout.sidebarCount === 'ALL' ? posts.length : layout.sidebarCount;
  if (sidebarCount > MAX_BLOG_SIDEBAR_POSTS && posts.length > MAX_BLOG_SIDEBAR_POSTS)
    diagnostics.push({
      severity: 'warning',
      code: 'blog',
      message: `The blog's sidebar lists the ${MAX_BLOG_SIDEBAR_POSTS} most recent of its ${posts.length} posts, not ${layout.sidebarCount === 'ALL' ? 'all of them' : sidebarCount} (blogSidebarCount): every page of the blog carries the sidebar.`,
      hint: `the archive (${blogArchivePath(blogPath)}) lists every post; set the blog's sidebar count to ${MAX_BLOG_SIDEBAR_POSTS} or fewer.`,
    });
  for (const post of posts.slice(0, Math.min(sidebarCount, MAX_BLOG_SIDEBAR_POSTS))) {
    const year = post.date.slice(0, 4);
    const group = sidebar.at(-1)?.year === year ? sidebar.at(-1)! : (sidebar.push({ year, posts: [] }), sidebar.at(-1)!);
    group.posts.push({ title: post.title, href: post.href });
  }
  // 'ALL' is one page of every post, as Docusaurus's paginateBlogPosts makes it.
  const postsPerPage = layout.postsPerPage === 'ALL' ? Math.max(1, posts.length) : layout.postsPerPage;
  const named = { ...(layout.title ? { title: layout.title } : {}), ...(layout.description ? { description: layout.description } : {}), ...(layout.sidebarTitle ? { sidebarTitle: layout.sidebarTitle } : {}) };
  return { blogPath, postsPerPage, posts, unlisted, tags, sidebar, pages, ...named, diagnostics };
}

/** The addresses of a list's pages: its own, then `<list>/page/2`… as Docusaurus numbers them (`/page/2` for a blog at "/"). */
function listPagePaths(listPath: string, posts: number, postsPerPage: number): string[] {
  const pages = Math.max(1, Math.ceil(posts / postsPerPage));
  return Array.from({ length: pages }, (_, i) => (i === 0 ? listPath : blogUrl(listPath, `page/${i + 1}`)));
}

/** A list page's address as its list's address and its page number (1 for the list's own). */
function listPageOf(routePath: string): { listPath: string; page: number } {
  const match = /^(.*)\/page\/(\d+)$/.exec(routePath);
  return match ? { listPath: match[1] || '/', page: Number(match[2]) } : { listPath: routePath, page: 1 };
}

/** The generated blog routes: the list's pages, the archive, the tags page (when a post has a tag) and each tag's pages. */
export function blogRoutes(index: BlogIndex): Route[] {
  if (index.posts.length === 0 && index.unlisted.size === 0) return [];
  return [
    ...listPagePaths(index.blogPath, index.posts.length, index.postsPerPage).map((path): Route => ({ path, kind: 'blogList' })),
    { path: blogArchivePath(index.blogPath), kind: 'blogArchive' },
    // Docusaurus makes the tags page only when a post has a tag: Flow's 56 untagged posts had an empty /blog/tags/.
    ...(index.tags.size > 0 ? [{ path: blogTagsPath(index.blogPath), kind: 'blogTags' } satisfies Route] : []),
    ...[...index.tags.values()].flatMap((tag) => listPagePaths(tag.href, tag.posts.length, index.postsPerPage).map((path): Route => ({ path, kind: 'blogTag' }))),
  ];
}

/** One page of a list of posts, and the addresses of the pages before and after it. */
function listPage(posts: BlogPostSummary[], routePath: string, postsPerPage: number): Pick<BlogData, 'posts' | 'listPages'> {
  const { listPath, page } = listPageOf(routePath);
  const paths = listPagePaths(listPath, posts.length, postsPerPage);
  const start = (page - 1) * postsPerPage;
  return {
    posts: posts.slice(start, start + postsPerPage),
    ...(paths.length > 1 ? { listPages: { ...(page > 1 ? { newer: paths[page - 2] } : {}), ...(page < paths.length ? { older: paths[page] } : {}) } } : {}),
  };
}

/** The blog part of a page's data, and the title (and description) of generated blog pages. */
export function blogPageData(route: Route, index: BlogIndex, words: GeneratedPageWords = ENGLISH_PAGE_WORDS): { blog: BlogData; title?: string; description?: string } | null {
  const data = blogPageParts(route, index, words);
  if (!data) return null;
  // The list of posts is what blogTitle and blogDescription name, as Docusaurus's blog list page is.
  const named = route.kind === 'blogList' ? { ...(index.title ? { title: index.title } : {}), ...(index.description ? { description: index.description } : {}) } : {};
  return { ...data, ...named, blog: { ...data.blog, ...(index.sidebarTitle ? { sidebarTitle: index.sidebarTitle } : {}) } };
}

function blogPageParts(route: Route, index: BlogIndex, words: GeneratedPageWords): { blog: BlogData; title?: string } | null {
  const sidebar = index.sidebar;
  switch (route.kind) {
    case 'blogPost': {
      const at = index.posts.findIndex((p) => p.href === route.path);
      const unlisted = index.unlisted.get(route.path);
      if (unlisted) return { blog: { post: unlisted, sidebar } };
      if (at < 0) return { blog: { sidebar } };
      const link = (p: BlogPostSummary | undefined) => (p ? { title: p.title, href: p.href } : undefined);
      return { blog: { post: index.posts[at], newer: link(index.posts[at - 1]), older: link(index.posts[at + 1]), sidebar } };
    }
    case 'blogList':
      return { blog: { ...listPage(index.posts, route.path, index.postsPerPage), sidebar }, title: 'Blog' };
    case 'blogArchive': {
      const archive: NonNullable<BlogData['archive']> = [];
      for (const post of index.posts) {
        const year = post.date.slice(0, 4);
        const group = archive.at(-1)?.year === year ? archive.at(-1)! : (archive.push({ year, posts: [] }), archive.at(-1)!);
        group.posts.push({ title: post.title, href: post.href, date: post.date });
      }
      return { blog: { archive, sidebar }, title: words.archive };
    }
    case 'blogTags':
      return {
        blog: { tags: [...index.tags.values()].map((t) => ({ label: t.label, href: t.href, count: t.posts.length })).sort((a, b) => a.label.localeCompare(b.label)), sidebar },
        title: words.tags,
      };
    case 'blogTag': {
      const tag = index.tags.get(listPageOf(route.path).listPath) ?? index.tags.get(route.path);
      if (!tag) return null;
      const count = tag.posts.length;
      return {
        blog: { ...listPage(tag.posts, route.path, index.postsPerPage), sidebar, allTags: blogTagsPath(index.blogPath), ...(tag.description ? { tagDescription: tag.description } : {}) },
        title: words.postsTagged(count, tag.label),
      };
    }
    default:
      return null;
  }
}
