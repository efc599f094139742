// :::note / tip / info / warning / danger blocks. The icon is drawn by CSS (a mask per type), which
// keeps its path data out of the page's JavaScript.
import type { ReactNode } from 'react';

export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`}>
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true" />
        {title ?? type}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
