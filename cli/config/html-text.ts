// The text a reader sees of a bit of HTML written in a Docusaurus config (an announcement's content, a
// copyright): devcenter shows it as text, so the tags go and the character references are read.
// What comes out is rendered as text (escaped), never as HTML: this needs no sanitising, only to read well.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', hellip: '…', mdash: '—', ndash: '–', middot: '·' };

export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // A line break or a block's edge parts words as the browser draws them: OpenDAL's copyright
    // `… Foundation<br/>Apache OpenDAL …` read "FoundationApache".
    .replace(/<br\b[^>]*>|<\/?(?:p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|h[1-6]|section|article|header|footer|nav|aside|blockquote|pre|hr|address|figure|figcaption)\b[^>]*>/gi, ' ')
    // A tag is "<" then a letter (or "</" then one), as the browser tokenizes it: "a < b" and "<>" are
    // text. One the text ends inside is dropped with the rest of the text, as the browser drops a tag
    // cut off by the end of its input (OpenYurt's copyright closes with "…page.</strong", no ">").
    .replace(/<\/?[a-z][^>]*(?:>|$)|<[!?][^>]*(?:>|$)/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? reference;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : reference;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
