// Dates as pages show them ("March 13, 2023" on a blog post, "Mar 13, 2023" under a doc), in the
// site's language as Docusaurus writes them ("2023年3月13日" on a zh-Hans site), in UTC so the server
// and every reader's browser write the same day. Each style's Intl.DateTimeFormat is made
// once, on first use: toLocaleDateString with options makes a new one at every call, and that was
// 2.4 s of CPU in the build of a blog of 1,000 posts (each list page shows ten dates).
type Style = 'long' | 'short';

const formats = new Map<string, Intl.DateTimeFormat>();

/** `lang`: the site's language (its <html lang>); English is written as en-US writes it. */
export function formatDate(date: Date, month: Style, lang: string): string {
  const key = `${month} ${lang}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : lang, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
