// Footer: link columns and the copyright line (spec §2: for 2024).
import { Link } from './Link.tsx';
import { useShell } from './shell-context.tsx';

export function Footer() {
  const { site } = useShell();
  return (
    <footer className="footer">
      <div className="container">
        {site.footer.columns.length > 0 && (
          <div className="footer__links">
            {site.footer.columns.map((column) => (
              <div className="footer__col" key={column.title}>
                <div className="footer__title">{column.title}</div>
                <ul className="footer__items">
                  {column.items.map((item) => (
                    <li key={item.href + item.label}>
                      <Link href={item.href} noPage={item.noPage} className="footer__link-item" showExternalIcon>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div className="footer__copyright">{site.footer.copyright}</div>
      </div>
    </footer>
  );
}
