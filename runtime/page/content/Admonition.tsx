// :::note / tip / info / warning / danger blocks. The icon is drawn by CSS (a mask per type), which
// keeps its path data out of the page's JavaScript; an `icon` the author gives (an emoji, as
// Docusaurus takes it) replaces it.
import { Children, isValidElement, type ReactNode } from 'react';
import { useMessages } from '../../messages-context.ts';

/** A title written with markup (`:::tip[A **bold** title]`): the admonition shows it in its heading. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function Admonition({ type, title, icon, children }: { type: string; title?: string; icon?: string; children?: ReactNode }) {
  const messages = useMessages();
  const parts = Children.toArray(children);
  const heading = parts.find((part) => isValidElement(part) && part.type === AdmonitionTitle);
  const body = heading ? parts.filter((part) => part !== heading) : children;
  return (
    <div className={`admonition admonition--${type}`}>
      <div className="admonition__heading">
        {icon ? (
          <span className="admonition__icon admonition__icon--text" aria-hidden="true">
            {icon}
          </span>
        ) : (
          <span className="admonition__icon" aria-hidden="true" />
        )}
        {heading ?? title ?? messages.admonitionTitle(type)}
      </div>
      <div className="admonition__content">{body}</div>
    </div>
  );
}
