// The app shell around the current page; rendered by the server and hydrated in the browser.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MessagesContext } from './messages-context.ts';
import { messages as englishMessages, type Messages } from './messages.ts';
import { DocPage } from './page/DocPage.tsx';
import { BlogPage } from './page/BlogPage.tsx';
import { PageErrorBoundary } from './page/PageErrorBoundary.tsx';
import { PageLoadError, PageSpinner, ProgressBar } from './page/PageLoadStates.tsx';
import { SearchPage } from './page/SearchPage.tsx';
import { HomePage, MdxPage, NotFoundPage } from './page/SimplePages.tsx';
import { startPrefetching } from './prefetch.ts';
import { useRouter } from './router/use-router.ts';
import { AnnouncementBar } from './shell/AnnouncementBar.tsx';
import { Footer } from './shell/Footer.tsx';
import { Navbar } from './shell/Navbar.tsx';
import { HydratedProvider } from './shell/hydrated.tsx';
import { ShellContext } from './shell/shell-context.tsx';
import { routePathOfUrl } from './shared/route-path.ts';
import type { BootData, PageKind } from './shared/types.ts';
import { MAIN_ID } from './shared/reserved-names.ts';

function PageView({ kind }: { kind: PageKind }) {
  switch (kind) {
    case 'doc':
      return <DocPage />;
    case 'home':
      return <HomePage />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'blogPost':
    case 'blogList':
    case 'blogTags':
    case 'blogTag':
    case 'blogArchive':
      return <BlogPage />;
    default:
      return <MdxPage />;
  }
}

/** `messages`: the site's language's texts (translated-messages.ts), which the entries make before they render. */
export function App({ boot, messages = englishMessages }: { boot: BootData; messages?: Messages }) {
  const router = useRouter(boot, boot.site.title);
  useEffect(() => {
    // Hydration is asynchronous in React 19: only an effect knows it has happened.
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);

  // Prefetch the links of each page once it has rendered.
  const [prefetcher] = useState(() => (typeof window === 'undefined' ? null : startPrefetching()));
  useEffect(() => () => prefetcher?.stop(), [prefetcher]);
  useEffect(() => {
    if (!prefetcher) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => prefetcher.observeLinks());
  }, [prefetcher, router.page]);

  const { navigate: routerNavigate } = router;
  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      // The route as a link names it (routePathOfUrl: `/docs/q%26a` is /docs/q&a); a file, or another site, the browser loads.
      const path = url.origin === window.location.origin ? routePathOfUrl(url) : null;
      if (path === null) window.location.assign(url.href);
      else routerNavigate({ path, search: url.search, hash: url.hash });
    },
    [routerNavigate],
  );
  const shell = useMemo(
    () => ({ site: boot.site, page: router.page, sidebar: router.sidebar, openSidebarPart: router.openSidebarPart, navigate, search: router.search }),
    [boot.site, router.page, router.sidebar, router.openSidebarPart, navigate, router.search],
  );
  const loading = router.status === 'loading';
  // A slow change: the old page stays (dimmed) under a spinner until the next one is ready.
  const pending = loading && router.slow;
  return (
    <ShellContext.Provider value={shell}>
      <HydratedProvider>
      <MessagesContext.Provider value={messages}>
      {loading && router.slow && <ProgressBar />}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className={pending ? 'main-wrapper main-wrapper--pending' : 'main-wrapper'} aria-busy={loading || undefined}>
        {router.status === 'error' && router.error !== null ? (
          <PageLoadError error={router.error} onRetry={router.retry} />
        ) : (
          <PageErrorBoundary key={router.loadCount} onTryAgain={router.reload}>
            <PageView kind={router.page.kind} />
          </PageErrorBoundary>
        )}
        {pending && <PageSpinner />}
      </div>
      <Footer />
      </MessagesContext.Provider>
      </HydratedProvider>
    </ShellContext.Provider>
  );
}
