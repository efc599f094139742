// The app shell around the current page; rendered by the server and hydrated in the browser.
import { useEffect, useMemo, useState } from 'react';
import { messages } from './messages.ts';
import { DocPage } from './page/DocPage.tsx';
import { PageErrorBoundary } from './page/PageErrorBoundary.tsx';
import { SearchPage } from './page/SearchPage.tsx';
import { HomePage, MdxPage, NotFoundPage } from './page/SimplePages.tsx';
import { AnnouncementBar } from './shell/AnnouncementBar.tsx';
import { Footer } from './shell/Footer.tsx';
import { Navbar } from './shell/Navbar.tsx';
import { ShellContext } from './shell/shell-context.tsx';
import type { BootData } from './shared/types.ts';

function PageView({ kind }: { kind: BootData['page']['kind'] }) {
  switch (kind) {
    case 'doc':
      return <DocPage />;
    case 'home':
      return <HomePage />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <MdxPage />;
  }
}

export function App({ boot }: { boot: BootData }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shell = useMemo(() => ({ ...boot, hydrated }), [boot, hydrated]);
  return (
    <ShellContext.Provider value={shell}>
      <a className="skip-link" href="#main">
        {messages.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper">
        <PageErrorBoundary>
          <PageView kind={boot.page.kind} />
        </PageErrorBoundary>
      </div>
      <Footer />
    </ShellContext.Provider>
  );
}
