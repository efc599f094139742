// The navbar's logo and the favicon a config names, their pictures resolved to files of static/ or
// https: addresses (site-assets.ts). A problem is said where the setting is written: site.config.ts's
// `navbar.logo.src`, or a Docusaurus config's `themeConfig.navbar.logo.src`.
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteLogo } from '../../runtime/shared/types.ts';
import type { ConfigValuePlace } from './blog-path-problems.ts';
import { CONFIG_FILE } from './config-file.ts';
import type { LinksSource } from './config-links.ts';
import type { UserConfig } from './define-config.ts';
import { resolveSiteAsset, siteAssetDiagnostic } from './site-assets.ts';
import { findValue } from './source-positions.ts';
import { isHttpAddress } from './unsafe-config-paths.ts';
import { pathnameTarget } from '../../runtime/shared/url-policy.ts';

export interface BrandOptions {
  root: string;
  /** site.config.ts's text. */
  source: string;
  /** A zero-config root's Docusaurus config, where these settings are then written. */
  linksSource?: LinksSource;
  /** The Docusaurus baseUrl without its last "/" ("/docs"), which a picture's path may start with. */
  docusaurusBaseUrl?: string;
}

export function resolveNavbarBrand(user: UserConfig, options: BrandOptions): { logo?: SiteLogo; favicon?: string; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  /** Where a setting (`navbar.logo.src`) is written, named as its file names it. */
  const placeOf = (keys: string[], value: string): ConfigValuePlace => {
    const written = options.linksSource;
    if (!written) return { file: CONFIG_FILE, setting: keys.join('.'), ...findValue(options.source, keys, value) };
    // A Docusaurus config writes the navbar under themeConfig, the favicon at its top level.
    const theirs = keys[0] === 'navbar' ? ['themeConfig', ...keys] : keys;
    return { file: written.file, setting: theirs.join('.'), ...findValue(written.text, theirs, value) };
  };
  const picture = (keys: string[], value: string): string | undefined => {
    const resolved = resolveSiteAsset(value, options.root, options.docusaurusBaseUrl);
    if ('src' in resolved) return resolved.src;
    problems.push(siteAssetDiagnostic(value, resolved, placeOf(keys, value)));
    return undefined;
  };
  const given = user.navbar.logo;
  let logo: SiteLogo | undefined;
  if (given) {
    const src = picture(['navbar', 'logo', 'src'], given.src);
    const srcDark = given.srcDark === undefined ? undefined : picture(['navbar', 'logo', 'srcDark'], given.srcDark);
    const href = given.href === undefined ? undefined : brandHref(given.href);
    if (href === null)
      problems.push({
        severity: 'error',
        code: 'config',
        message: `${placeOf(['navbar', 'logo', 'href'], given.href!).setting} ${JSON.stringify(given.href)} is neither a path of the site nor an http(s) address.`,
        ...withoutSetting(placeOf(['navbar', 'logo', 'href'], given.href!)),
        hint: 'write a path of the site ("/docs/intro") or an http(s) address; without href the logo leads to the home page.',
      });
    if (src)
      logo = {
        src,
        ...(srcDark && srcDark !== src ? { srcDark } : {}),
        ...(given.alt !== undefined ? { alt: given.alt } : {}),
        ...(href ? { href } : {}),
        ...(href && pathnameTarget(given.href!) !== null ? { noPage: true as const } : {}),
        ...(given.width !== undefined ? { width: given.width } : {}),
        ...(given.height !== undefined ? { height: given.height } : {}),
      };
  }
  const favicon = user.favicon === undefined ? undefined : dataFavicon(user.favicon) ?? picture(['favicon'], user.favicon);
  return { ...(logo ? { logo } : {}), ...(favicon ? { favicon } : {}), problems };
}

/** Past this length a data: favicon is refused as any other address is: it is written into every page. */
const MAX_DATA_FAVICON = 8_000;

/**
 * A favicon written as a data: picture (Shopify FlashList's emoji, `data:image/svg+xml,<svg …>⚡️</svg>`),
 * which Docusaurus's useBaseUrl leaves as it is: a browser draws an icon as a picture, running nothing,
 * and the pages' img-src allows data:. Undefined for anything else, resolved as a file or https: address.
 */
function dataFavicon(value: string): string | undefined {
  return value.length <= MAX_DATA_FAVICON && /^data:image\/[\w.+-]+[;,]/i.test(value) ? value : undefined;
}

const withoutSetting = ({ setting: _setting, written: _written, ...at }: ConfigValuePlace) => at;

/** Where the logo leads, as Docusaurus's useBaseUrl makes it ('docs/intro' is /docs/intro); null for another scheme than pathname:. */
function brandHref(href: string): string | null {
  if (isHttpAddress(href)) return href;
  // Docusaurus's `pathname:///x` (Zenstack's logo: 'pathname:///') is the path /x, loaded by the browser.
  if (/^pathname:/i.test(href)) return pathnameTarget(href);
  // A browser drops tabs and line breaks from an address: '/\t/evil.example' is //evil.example, another site.
  if (/[\s\u0000-\u001f\u007f\\]/.test(href) || /^[a-z][a-z0-9+.-]*:|^[\\/][\\/]/i.test(href)) return null;
  return `/${href.replace(/^\/+/, '')}`;
}
