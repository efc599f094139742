// The pages that are not docs: home, a plain MDX page, not-found.
import { useMessages } from '../messages-context.ts';
import { useShell } from '../shell/shell-context.tsx';
import { PageContent } from './PageContent.tsx';
import { MAIN_ID } from '../shared/reserved-names.ts';

export function HomePage() {
  const { page } = useShell();
  return (
    <main id={MAIN_ID} className="home-page">
      <div className="container">
        <PageContent nodes={page.content} />
      </div>
    </main>
  );
}

export function MdxPage() {
  const { page } = useShell();
  return (
    <main id={MAIN_ID} className="container plain-page">
      <div className="markdown">
        <PageContent nodes={page.content} />
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const messages = useMessages();
  return (
    <main id={MAIN_ID} className="container not-found">
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundLead}</p>
      <p>{messages.notFoundHelp}</p>
    </main>
  );
}
