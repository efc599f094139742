// The files made once per site, after its pages: sidebars and redirects for the client router, the
// default favicon and link-preview picture (unless static/ has its own), sitemap.xml, robots.txt, the
// blog's feeds, llms.txt and llms-full.txt.
import { DEFAULT_SOCIAL_CARD, FAVICON_PATH, LLMS_FULL_PATH, LLMS_PATH, NO_JEKYLL_PATH, outputFileOf, REDIRECTS_PATH, ROBOTS_PATH, sidebarDataPath, SITEMAP_PATH } from '../../runtime/shared/site-urls.ts';
import type { Sidebar, SiteData } from '../../runtime/shared/types.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { BlogIndex } from '../content/blog.ts';
import { blogAtomPath, blogRssPath } from '../content/blog-path.ts';
import type { Route } from '../content/routes.ts';
import type { OutputFile } from '../write/output.ts';
import type { Templates } from './document.ts';
import { renderAtom, renderRss } from './feeds.ts';
import { llmsSections, renderLlmsFull, renderLlmsTxt, type MarkdownPage } from './llms.ts';
import { redirectsOf, sidebarJson, sidebarPartFiles } from './router-data.ts';
import { renderRobots, renderSitemap } from './site-files.ts';

export interface SiteWide {
  config: SiteConfig;
  site: SiteData;
  routes: Route[];
  sidebars: Sidebar[];
  blog: BlogIndex;
  shells: Templates;
  /** Site paths of the files in static/, which win over the defaults. */
  staticFiles: Set<string>;
  /** The docs pages as Markdown, in route order. */
  markdownPages: MarkdownPage[];
}

export function siteWideFiles({ config, site, routes, sidebars, blog, shells, staticFiles, markdownPages }: SiteWide): OutputFile[] {
  const files: OutputFile[] = sidebars.flatMap((sidebar) => [{ path: outputFileOf(sidebarDataPath(sidebar.id)), contents: sidebarJson(sidebar) }, ...sidebarPartFiles(sidebar)]);
  files.push({ path: outputFileOf(REDIRECTS_PATH), contents: JSON.stringify(redirectsOf(routes)) });
  if (!staticFiles.has(FAVICON_PATH)) files.push({ path: outputFileOf(FAVICON_PATH), contents: shells.favicon });
  if (config.image === DEFAULT_SOCIAL_CARD && !staticFiles.has(DEFAULT_SOCIAL_CARD)) files.push({ path: outputFileOf(DEFAULT_SOCIAL_CARD), contents: shells.socialCard });
  files.push({ path: outputFileOf(SITEMAP_PATH), contents: renderSitemap(routes, config.url) });
  if (blog.posts.length > 0) {
    files.push({ path: outputFileOf(blogRssPath(blog.blogPath)), contents: renderRss(blog.posts, site, config.url, blog.blogPath) });
    files.push({ path: outputFileOf(blogAtomPath(blog.blogPath)), contents: renderAtom(blog.posts, site, config.url, blog.blogPath) });
  }
  const sections = llmsSections(site, sidebars, markdownPages);
  files.push({ path: outputFileOf(LLMS_PATH), contents: renderLlmsTxt(site, config.url, sections) });
  files.push({ path: outputFileOf(LLMS_FULL_PATH), contents: renderLlmsFull(sections) });
  if (!staticFiles.has(ROBOTS_PATH)) files.push({ path: outputFileOf(ROBOTS_PATH), contents: renderRobots(config.url) });
  if (!staticFiles.has(NO_JEKYLL_PATH)) files.push({ path: outputFileOf(NO_JEKYLL_PATH), contents: '' });
  return files;
}
