// Dates as pages show them ("March 13, 2023" on a blog post, "Mar 13, 2023" under a doc), in UTC so
// the server and every reader's browser write the same day. Each style's Intl.DateTimeFormat is made
// once, on first use: toLocaleDateString with options makes a new one at every call, and that was
// 2.4 s of CPU in the build of a blog of 1,000 posts (each list page shows ten dates).
type Style = 'long' | 'short';

const formats = new Map<Style, Intl.DateTimeFormat>();

export function formatDate(date: Date, month: Style): string {
  let format = formats.get(month);
  if (!format) formats.set(month, (format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
