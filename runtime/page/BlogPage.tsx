// Blog pages: a post (with its date, authors, tags and newer/older links), the list of posts, the
// tags, or one tag's posts; beside each, recent posts grouped by year. Texts as in Docusaurus.
import { useMessages } from '../messages-context.ts';
import { Link } from '../shell/Link.tsx';
import { useShell } from '../shell/shell-context.tsx';
import type { BlogPostSummary } from '../shared/types.ts';
import { formatDate } from './dates.ts';
import { PageContent } from './PageContent.tsx';
import { PaginationNav } from './PaginationNav.tsx';
import { MAIN_ID } from '../shared/reserved-names.ts';

/** A post's day (YYYY-MM-DD) as Docusaurus writes it: "March 13, 2023". */
const postDate = (date: string, lang: string) => formatDate(new Date(`${date}T00:00:00Z`), 'long', lang);

function PostMeta({ post }: { post: BlogPostSummary }) {
  const messages = useMessages();
  const { site } = useShell();
  return (
    <div className="blog-post__meta">
      <time dateTime={post.date}>{postDate(post.date, site.locale.lang)}</time>
      {post.readingMinutes !== undefined && <span className="blog-post__reading-time">{` · ${messages.readingTime(post.readingMinutes)}`}</span>}
      {post.authors.length > 0 && (
        <span>
          {' · '}
          {post.authors.map((author, i) => (
            <span key={i} className="blog-author">
              {i > 0 && ', '}
              {author.url ? <Link href={author.url}>{author.name}</Link> : author.name}
              {author.title && <span className="blog-author__title"> ({author.title})</span>}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

function Tags({ post }: { post: BlogPostSummary }) {
  const messages = useMessages();
  if (post.tags.length === 0) return null;
  return (
    <ul className="blog-tags" aria-label={messages.blogTags}>
      {post.tags.map((tag) => (
        <li key={tag.href}>
          <a className="blog-tag" href={tag.href}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BlogPage() {
  const messages = useMessages();
  const { page, site } = useShell();
  const blog = page.blog;
  const { post, posts, tags } = blog ?? {};
  return (
    <div className={blog && blog.sidebar.length > 0 ? 'container blog-page' : 'container blog-page blog-page--no-sidebar'}>
      {blog && blog.sidebar.length > 0 && (
        <nav className="blog-sidebar" aria-label={blog.sidebarTitle ?? messages.blogRecentPosts}>
          <div className="blog-sidebar__title">{blog.sidebarTitle ?? messages.blogRecentPosts}</div>
          {blog.sidebar.map((group) => (
            <div key={group.year} className="blog-sidebar__year">
              <h3>{group.year}</h3>
              <ul>
                {group.posts.map((p) => (
                  <li key={p.href}>
                    <a href={p.href} aria-current={p.href === page.path ? 'page' : undefined}>
                      {p.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      <main id={MAIN_ID} className="blog-main">
        {page.kind === 'blogPost' ? (
          <article className="blog-post">
            {/* The post's own h1, its content title, was taken out of its content as Docusaurus takes it out: an h1 still there is another heading. */}
            <h1>{page.title}</h1>
            {post && <PostMeta post={post} />}
            <div className="markdown">
              <PageContent nodes={page.content} />
            </div>
            {post && <Tags post={post} />}
            <PaginationNav
              label={messages.blogPostNavigation}
              prev={blog?.newer ? { sublabel: messages.blogNewer, label: blog.newer.title, href: blog.newer.href } : null}
              next={blog?.older ? { sublabel: messages.blogOlder, label: blog.older.title, href: blog.older.href } : null}
            />
          </article>
        ) : (
          <>
            <h1>{page.title}</h1>
            {blog?.tagDescription && <p className="blog-tag-description">{blog.tagDescription}</p>}
            {page.kind === 'blogTag' && blog?.allTags && (
              <a className="blog-all-tags" href={blog.allTags}>
                {messages.blogAllTags}
              </a>
            )}
            {tags && (
              <ul className="blog-tags blog-tags--index">
                {tags.map((tag) => (
                  <li key={tag.href}>
                    <a className="blog-tag" href={tag.href}>
                      {tag.label} <span className="blog-tag__count">{tag.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {posts?.map((p) => (
              <article key={p.href} className="blog-post blog-post--summary">
                <h2>
                  <a href={p.href}>{p.title}</a>
                </h2>
                <PostMeta post={p} />
                {p.excerpt ? (
                  <>
                    <div className="markdown">
                      <PageContent nodes={p.excerpt} />
                    </div>
                    {p.truncated && (
                      <a className="blog-read-more" href={p.href} aria-label={messages.blogReadMoreAbout(p.title)}>
                        {messages.blogReadMore}
                      </a>
                    )}
                  </>
                ) : (
                  p.description && <p>{p.description}</p>
                )}
                <Tags post={p} />
              </article>
            ))}
            {blog?.listPages && (
              <PaginationNav
                label={messages.blogListNavigation}
                prev={blog.listPages.newer ? { label: messages.blogNewerEntries, href: blog.listPages.newer } : null}
                next={blog.listPages.older ? { label: messages.blogOlderEntries, href: blog.listPages.older } : null}
              />
            )}
            {blog?.archive?.map((group) => (
              <section key={group.year} className="blog-archive__year">
                <h2>{group.year}</h2>
                <ul>
                  {group.posts.map((p) => (
                    <li key={p.href}>
                      <a href={p.href}>
                        <time dateTime={p.date}>{postDate(p.date, site.locale.lang)}</time> - {p.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </main>
    </div>
  );
}
