// The theme's words in the site's language, as Docusaurus finds them: its own translations
// (@docusaurus/theme-translations, locales/<locale>/theme-common.json and theme-search-algolia.json,
// the locale tried as written, then its language and region, language and script, language alone),
// then the site's i18n/<locale>/code.json over them. Only the ids the shell writes
// (THEME_TRANSLATION_IDS) are kept: a page carries the one language's words it can show, whatever
// the number of languages the package holds. An English site without a code.json gets none, and its
// pages the spec's words.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { THEME_TRANSLATION_IDS, type ThemeTranslations } from '../../runtime/shared/theme-translations.ts';
import { ConfigError, placeAt, type Diagnostic } from '../diagnostics.ts';
import { isInside } from '../is-inside.ts';
import { lstatOrNull } from '../lstat-or-null.ts';
import { findKey } from './source-positions.ts';
import { MAX_TITLE_LENGTH } from '../content/expansion-limits.ts';
import { GENERATED_PAGE_IDS } from '../render/generated-page-words.ts';

const PACKAGE = '@docusaurus/theme-translations';
const THEME_FILES = ['theme-common.json', 'theme-search-algolia.json'];
const KNOWN_IDS: ReadonlySet<string> = new Set(THEME_TRANSLATION_IDS);
const BUILD_IDS: ReadonlySet<string> = new Set(GENERATED_PAGE_IDS);

export interface SiteTranslations {
  /** The shell's words, which the pages' data carries; undefined when there are none (English, no code.json). */
  page: ThemeTranslations | undefined;
  /** The words of the pages the build makes itself (generated-page-words.ts), read at build time only. */
  build: Record<string, string> | undefined;
}

/** The site's translations of the theme's words. */
export function readThemeTranslations(root: string, locale: string): SiteTranslations {
  const messages: Record<string, string> = {};
  const folder = packageLocaleFolder(locale);
  if (folder) for (const file of THEME_FILES) Object.assign(messages, readPackageFile(path.join(folder, file)));
  Object.assign(messages, readCodeJson(root, locale));
  return { page: only(messages, KNOWN_IDS) as ThemeTranslations | undefined, build: only(messages, BUILD_IDS) };
}

function only(messages: Record<string, string>, ids: ReadonlySet<string>): Record<string, string> | undefined {
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Docusaurus's codeTranslationLocalesToTry: "pt" finds pt-BR, "zh" zh-Hans, "zh-CN" zh-Hans. */
function localesToTry(locale: string): string[] {
  const maximized = new Intl.Locale(locale).maximize();
  return [locale, `${maximized.language}-${maximized.region}`, `${maximized.language}-${maximized.script}`, maximized.language];
}

function packageLocaleFolder(locale: string): string | null {
  const locales = path.join(path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`)), 'locales');
  for (const name of localesToTry(locale)) {
    if (lstatOrNull(path.join(locales, name))?.isDirectory()) return path.join(locales, name);
  }
  return null;
}

/** The package's files hold { id: message } (its base/ folder's ___DESCRIPTION entries are not read). */
function readPackageFile(file: string): Record<string, string> {
  if (!lstatOrNull(file)?.isFile()) return {};
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The site's code.json for `locale`, as Docusaurus places it. */
export function codeTranslationsFile(root: string, locale: string): string {
  return path.join(root, 'i18n', locale, 'code.json');
}

/**
 * i18n/<locale>/code.json: { id: { message, description? } }, as `docusaurus write-translations`
 * writes it. A file that is not that is an error at its place; one that is not a regular file inside
 * the site (a link out of it) is not read.
 */
function readCodeJson(root: string, locale: string): Record<string, string> {
  const relative = `i18n/${locale}/code.json`;
  const file = codeTranslationsFile(root, locale);
  if (!lstatOrNull(file)?.isFile()) return {};
  if (!isInside(realpathSync(file), realpathSync(root))) return {};
  const source = readFileSync(file, 'utf8');
  const problem = (message: string, place: Omit<Diagnostic, 'severity' | 'code' | 'message' | 'file'>, hint?: string): ConfigError =>
    new ConfigError([{ severity: 'error', code: 'config', message, file: relative, ...place, ...(hint ? { hint } : {}) }]);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    const text = (error as Error).message;
    const at = /at position (\d+)/.exec(text);
    throw problem(`code.json is not valid JSON: ${text.replace(/ in JSON at position \d+.*$/, '')}`, placeAt(source, at ? Number(at[1]) : source.trimEnd().length));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw problem('code.json must be an object of translations: { "theme.NotFound.title": { "message": "…" } }.', placeAt(source, source.length - source.trimStart().length));
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(data)) {
    const message = (entry as { message?: unknown } | null)?.message;
    const valid = typeof entry === 'object' && entry !== null && !Array.isArray(entry) && typeof message === 'string';
    const description = valid ? (entry as { description?: unknown }).description : undefined;
    if (!valid || (description !== undefined && typeof description !== 'string')) {
      throw problem(`code.json: the translation ${JSON.stringify(id)} must be { "message": string, "description"?: string }.`, findKey(source, [id]), 'write the text under "message", as `docusaurus write-translations` does.');
    }
    // Every page carries the theme's words (its data and its HTML), as it repeats a navbar label: held
    // to the same length, or a 1 MB message made 2 MB of every page (206 MB for 100 pages).
    if ((KNOWN_IDS.has(id) || BUILD_IDS.has(id)) && message.length > MAX_TITLE_LENGTH) {
      throw problem(
        `code.json: the translation ${JSON.stringify(id)} has ${message.length.toLocaleString('en-US')} characters, more than the ${MAX_TITLE_LENGTH.toLocaleString('en-US')} every page may repeat.`,
        findKey(source, [id]),
        "shorten it: a word of the theme is a label or a sentence (Docusaurus's own are a few words).",
      );
    }
    messages[id] = message;
  }
  return messages;
}
