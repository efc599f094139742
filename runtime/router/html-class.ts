// The <html> element's page classes (a page's wrapperClassName, as Docusaurus's MDXPage sets them):
// the next page's replace the last one's, and every other class the document has stays.

/** Puts `next` (space-separated class names, or none) on <html> in place of `previous`; returns `next`. */
export function swapHtmlClass(previous: string | undefined, next: string | undefined): string | undefined {
  const classes = document.documentElement.classList;
  const nextNames = next ? next.split(' ') : [];
  for (const name of previous ? previous.split(' ') : []) if (!nextNames.includes(name)) classes.remove(name);
  for (const name of nextNames) classes.add(name);
  return next;
}
