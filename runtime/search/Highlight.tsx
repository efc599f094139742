// Renders a highlighted or snippeted value. The server escapes record text and only <mark> tags are
// markup, but nothing from a search answer reaches innerHTML here: the value is split on the
// highlight tags and every piece is decoded and rendered as text, which React escapes again.
import { HIGHLIGHT_TAGS } from './search-constants.ts';
import type { Level, SearchHit } from '../shared/search-wire.ts';

const { pre: PRE, post: POST } = HIGHLIGHT_TAGS;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&#x2F;': '/' };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27|#x2F);/g, (entity) => ENTITIES[entity]);
}

/** "a <mark>b</mark> c" -> [text, marked, text]; an unmatched tag is shown as text. */
export function splitHighlight(value: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let rest = value;
  while (rest) {
    const start = rest.indexOf(PRE);
    const end = start < 0 ? -1 : rest.indexOf(POST, start + PRE.length);
    if (start < 0 || end < 0) {
      parts.push({ text: decode(rest), marked: false });
      break;
    }
    if (start > 0) parts.push({ text: decode(rest.slice(0, start)), marked: false });
    parts.push({ text: decode(rest.slice(start + PRE.length, end)), marked: true });
    rest = rest.slice(end + POST.length);
  }
  return parts;
}

export function HighlightedText({ value }: { value: string }) {
  return (
    <>
      {splitHighlight(value).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}

/** A hit's attribute: the snippet, else the highlight, else the plain value (which is text, not markup). */
export function HitText({ hit, attribute, snippet = true }: { hit: SearchHit; attribute: Level | 'content'; snippet?: boolean }) {
  const pick = (result: SearchHit['_snippetResult']) => (attribute === 'content' ? result?.content : result?.hierarchy?.[attribute])?.value;
  const marked = (snippet ? pick(hit._snippetResult) : undefined) ?? pick(hit._highlightResult);
  if (marked !== undefined) return <HighlightedText value={marked} />;
  return <>{(attribute === 'content' ? hit.content : hit.hierarchy[attribute]) ?? ''}</>;
}
