// :::note / tip / info / warning / danger blocks. The icon is drawn by CSS (a mask per type), which
// keeps its path data out of the page's JavaScript; an `icon` the author gives (an emoji, as
// Docusaurus takes it) replaces it.
import type { ReactNode } from 'react';

export function Admonition({ type, title, icon, children }: { type: string; title?: string; icon?: string; children?: ReactNode }) {
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
        {title ?? type}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
