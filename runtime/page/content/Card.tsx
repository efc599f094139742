// Cards linking to sections, for the home page and overview pages.
import type { ReactNode } from 'react';
import { Link } from '../../shell/Link.tsx';

export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

export function Card({ title, to, children }: { title: string; to: string; children?: ReactNode }) {
  return (
    <Link href={to} className="card" showExternalIcon>
      <span className="card__title">{title}</span>
      <span className="card__body">{children}</span>
    </Link>
  );
}
