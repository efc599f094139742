// The blog's RSS 2.0 and Atom feeds, newest posts first.
import type { BlogPostSummary, SiteData } from '../../runtime/shared/types.ts';
import { blogAtomPath, blogRssPath } from '../content/blog-path.ts';
import { xmlText as xml, xmlUrl } from './xml-text.ts';

/** How many posts the feeds carry. */
const FEED_POSTS = 20;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** `blogPath`: where the blog is served (blog-path.ts), the feed's link and its own address below it. */
export function renderRss(posts: BlogPostSummary[], site: SiteData, siteUrl: string, blogPath: string): string {
  const items = posts.slice(0, FEED_POSTS).map((post) =>
    [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xmlUrl(siteUrl, post.href)}</link>`,
      `      <guid isPermaLink="true">${xmlUrl(siteUrl, post.href)}</guid>`,
      `      <pubDate>${utc(post.date).toUTCString()}</pubDate>`,
      post.description ? `      <description>${xml(post.description)}</description>` : '',
      ...post.authors.map((author) => `      <dc:creator>${xml(author.name)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${xml(tag.label)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(site.title)} Blog</title>`,
    `    <link>${xmlUrl(siteUrl, blogPath)}</link>`,
    `    <description>${xml(site.title)} Blog</description>`,
    `    <language>${xml(site.locale.lang)}</language>`,
    `    <atom:link href="${xmlUrl(siteUrl, blogRssPath(blogPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(posts: BlogPostSummary[], site: SiteData, siteUrl: string, blogPath: string): string {
  const entries = posts.slice(0, FEED_POSTS).map((post) =>
    [
      '  <entry>',
      `    <title>${xml(post.title)}</title>`,
      `    <id>${xmlUrl(siteUrl, post.href)}</id>`,
      `    <link href="${xmlUrl(siteUrl, post.href)}"/>`,
      `    <updated>${utc(post.date).toISOString()}</updated>`,
      post.description ? `    <summary>${xml(post.description)}</summary>` : '',
      ...post.authors.map((author) => `    <author><name>${xml(author.name)}</name>${author.url && /^https?:/i.test(author.url) ? `<uri>${xml(author.url)}</uri>` : ''}</author>`),
      ...post.tags.map((tag) => `    <category term="${xml(tag.label)}"/>`),
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlUrl(siteUrl, blogPath)}</id>`,
    `  <title>${xml(site.title)} Blog</title>`,
    `  <updated>${utc(posts[0]?.date ?? '1970-01-01').toISOString()}</updated>`,
    `  <link rel="alternate" href="${xmlUrl(siteUrl, blogPath)}"/>`,
    `  <link rel="self" href="${xmlUrl(siteUrl, blogAtomPath(blogPath))}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
