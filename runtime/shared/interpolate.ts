// Docusaurus's translate() for a message of the site's language: its {placeholders} filled, and its
// plural forms ("One document found|{count} documents found") chosen by the language's rules. Only
// the chunks that translate (translated-messages.ts, the search's) import it: an English page
// never loads it.

const PLACEHOLDER = /\{\w+\}/g;

/**
 * The value given for a placeholder: only one of `values`' own, so that {__proto__}, {constructor}
 * or {toString} in a site's code.json message are names without a value (kept as written), not the
 * members every object has, which wrote "function Object() { [native code] }" into the text, and
 * Object.prototype as an element, which React refuses (the build failed with an internal error).
 */
function valueOf<T>(values: Record<string, T>, placeholder: string): T | undefined {
  const name = placeholder.slice(1, -1);
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

/**
 * Docusaurus's interpolate() for text: each {name} with a value given is replaced by it, a {name}
 * without one stays as written.
 */
export function interpolateText(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (match) => {
    const value = valueOf(values, match);
    return value === undefined ? match : String(value);
  });
}

/** The same, keeping each piece apart, for a value that is an element (the date of "Last updated"). */
export function interpolateParts<T>(text: string, values: Record<string, T | string>): (T | string)[] {
  const parts: (T | string)[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = valueOf(values, match[0]);
    if (value === undefined) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (value !== '') parts.push(value);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Plural categories smallest first, the order Docusaurus's messages list their forms in. */
const ORDERED_PLURAL_FORMS: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Docusaurus's usePluralForm().selectMessage: a message of forms joined by "|" ("One document
 * found|{count} documents found"), one per plural category of the language in that order; the form
 * for `count`, or the last one when the message has fewer.
 */
export function selectPluralMessage(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const rules = new Intl.PluralRules(lang);
  const categories = ORDERED_PLURAL_FORMS.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)];
}
