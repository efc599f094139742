// The previous/next pair under a docs page or a blog post.
export interface PaginationLink {
  /** The small line above the title ("Previous", "Newer post"); none for a list's pages. */
  sublabel?: string;
  label: string;
  href: string;
}

export function PaginationNav({ label, prev, next }: { label: string; prev: PaginationLink | null; next: PaginationLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href}>
          {prev.sublabel && <span className="pagination-nav__sublabel">{prev.sublabel}</span>}
          <span className="pagination-nav__label">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          {next.sublabel && <span className="pagination-nav__sublabel">{next.sublabel}</span>}
          <span className="pagination-nav__label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
