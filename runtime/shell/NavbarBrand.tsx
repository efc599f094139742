// The navbar's brand, in the top bar and atop the mobile sidebar: the site's logo (its dark variant in
// dark mode) and title, as Docusaurus's Logo draws them, leading to the home page or the logo's href.
// Without a logo of the site's, devcenter's own mark, drawn by CSS, stands in the top bar.
import type { SiteLogo } from '../shared/types.ts';
import { isExternalUrl } from '../shared/route-path.ts';
import { useShell } from './shell-context.tsx';

export function NavbarBrand({ defaultMark }: { /** Whether devcenter's mark shows when the site has no logo. */ defaultMark: boolean }) {
  const { site } = useShell();
  const { title, logo } = site.navbar;
  const href = logo?.href ?? '/';
  // Another site opens in a new tab, as Docusaurus's Link opens it.
  return (
    <a className="navbar__brand" href={href} {...(isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : logo?.noPage ? { rel: 'external' } : {})}>
      {logo ? <LogoImages logo={logo} alt={logo.alt ?? (title ? '' : site.title)} /> : defaultMark && <span className="navbar__logo" aria-hidden="true" />}
      {title && <b className="navbar__title">{title}</b>}
    </a>
  );
}

/**
 * Beside a title the logo is decorative (alt ''), as in Docusaurus; alone, the site's title names it.
 * With a dark variant both pictures are in the page and CSS shows the one of the colour mode (as
 * ThemedImage's are, before React knows the mode), so the right one shows before any script runs.
 */
function LogoImages({ logo, alt }: { logo: SiteLogo; alt: string }) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      key={mode ?? 'one'}
      className={mode ? `themedComponent--${mode}` : undefined}
      src={src}
      alt={alt}
      width={logo.width}
      height={logo.height}
      decoding="async"
    />
  );
  return <span className="navbar__logo navbar__logo--site">{logo.srcDark ? [image(logo.src, 'light'), image(logo.srcDark, 'dark')] : image(logo.src)}</span>;
}
