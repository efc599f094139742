// The site's one language, from its i18n setting as Docusaurus reads it: the default locale is the
// pages' <html lang> (its localeConfigs' htmlLang when given), the language dropdown's label and the
// text direction. Halo's docs (defaultLocale "zh-Hans") were written <html lang="en">: a browser then
// offered to translate Chinese "from English", a screen reader read it with an English voice, and
// Han characters took the glyphs of the reader's language rather than Chinese ones.
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { UserConfig } from './define-config.ts';
import type { Position } from './source-positions.ts';

export type SiteLocale = SiteData['locale'];

export const DEFAULT_SITE_LOCALE: SiteLocale = { lang: 'en', label: 'English', dir: 'ltr' };

/**
 * The locale i18n names, or the problem with it: a name Intl cannot read ("zh_CN", with an
 * underscore) is one Docusaurus's build stops at too (Intl.DisplayNames throws on it).
 */
export function resolveSiteLocale(i18n: UserConfig['i18n'], place: { file: string } & Position): { locale: SiteLocale; problems: Diagnostic[] } {
  if (!i18n) return { locale: DEFAULT_SITE_LOCALE, problems: [] };
  const name = i18n.defaultLocale;
  const own = i18n.localeConfigs?.[name] ?? {};
  const lang = own.htmlLang ?? name;
  const unreadable = [name, lang].find((tag) => !isLanguageTag(tag));
  if (unreadable !== undefined) {
    return {
      locale: DEFAULT_SITE_LOCALE,
      problems: [
        {
          severity: 'error',
          code: 'config',
          message: `i18n: ${JSON.stringify(unreadable)} is not a language tag (BCP 47), which the pages' <html lang> must be.`,
          ...place,
          hint: 'write it as "zh-Hans", "zh-CN", "ja", "pt-BR": a language, then a script or region, joined by "-".',
        },
      ],
    };
  }
  return { locale: { lang, label: own.label ?? defaultLabel(name), dir: own.direction ?? defaultDirection(name) }, problems: [] };
}

export function isLanguageTag(tag: string): boolean {
  try {
    new Intl.Locale(tag);
    return true;
  } catch {
    return false;
  }
}

/** The language's own name, its first letter upper-cased, as Docusaurus labels a locale ("简体中文", "Français"). */
function defaultLabel(name: string): string {
  const own = new Intl.DisplayNames(name, { type: 'language' }).of(name) ?? name;
  return own.charAt(0).toLocaleUpperCase(name) + own.slice(1);
}

/** The direction the language is written in, as Docusaurus finds it (Intl.Locale's text info). */
function defaultDirection(name: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(name) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
  const info = locale.textInfo ?? locale.getTextInfo?.();
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
