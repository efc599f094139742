// Where the blog is served: "/blog" by default, as in Docusaurus, or the site's own blog path
// (site.config.ts's blog.path, a Docusaurus config's blog routeBasePath: Jellyfin's "/posts", or "/"
// for a blog-only site, whose list of posts is the home page). Every address of the blog is made here.

/** Docusaurus's default routeBasePath for the blog, and devcenter's. */
export const DEFAULT_BLOG_PATH = '/blog';

/** An address under the blog: `rest` ("tags", "2024/01/02/hello") below its path; the blog's own for ''. */
export function blogUrl(blogPath: string, rest = ''): string {
  const base = blogPath === '/' ? '' : blogPath;
  return rest === '' ? blogPath : `${base}/${rest}`;
}

/** The blog's tags page. */
export const blogTagsPath = (blogPath: string) => blogUrl(blogPath, 'tags');
/** The blog's archive: every post by year. */
export const blogArchivePath = (blogPath: string) => blogUrl(blogPath, 'archive');
/** The blog's RSS and Atom feeds. */
export const blogRssPath = (blogPath: string) => blogUrl(blogPath, 'rss.xml');
export const blogAtomPath = (blogPath: string) => blogUrl(blogPath, 'atom.xml');

/** Whether a site path is the blog's or under it (everything is under a blog at "/"). */
export function isUnderBlog(sitePath: string, blogPath: string): boolean {
  return blogPath === '/' || sitePath === blogPath || sitePath.startsWith(`${blogPath}/`);
}

/**
 * A hint for a broken link to /blog/… on a site whose blog is served elsewhere (Jellyfin's /posts):
 * the same page under the blog's path, which the link checks then name when it is there.
 */
export function blogElsewhereLinkHint(sitePath: string, blogPath: string): string | undefined {
  if (blogPath === DEFAULT_BLOG_PATH || !isUnderBlog(sitePath, DEFAULT_BLOG_PATH)) return undefined;
  const rest = sitePath.slice(DEFAULT_BLOG_PATH.length + 1);
  return `the blog is served at ${blogPath} on this site (blog.path, or the Docusaurus config's blog routeBasePath), not at ${DEFAULT_BLOG_PATH}: write ${blogUrl(blogPath, rest)}.`;
}
