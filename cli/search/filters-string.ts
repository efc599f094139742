// Algolia's `filters` string (reference: algolia-search-api.md §6.1), parsed into groups ANDed
// together, each an OR of single filters that may be negated:
//   facet    attr:value, attr:"a value"   (faceted attributes only, values compared case-insensitively;
//                                         and objectID, compared as written)
//   boolean  attr:true                    (true or "true")
//   range    attr:lo TO hi                (inclusive)
//   numeric  attr < 3, attr != 2          (any numeric attribute, a dotted path for nested ones)
//   tag      _tags:value, or a bare value
// With Algolia's restrictions: OR only between filters of one type, no NOT before a group, no AND
// inside parentheses. A mistake is a 400 worded as Algolia words it, with its column.
import type { FacetFilters } from '../../runtime/shared/search-wire.ts';
import { valueAt } from './record-value.ts';
import { MAX_FILTERS_PER_QUERY, SearchRequestError } from './search-limits.ts';

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type SingleFilter = { negated: boolean } & (
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; op: Comparison; number: number }
  | { kind: 'range'; attribute: string; low: number; high: number }
  | { kind: 'tag'; value: string }
);

/** Every group must pass; a group passes when one of its filters does. */
export type ParsedFilters = SingleFilter[][];

interface Token {
  type: 'word' | 'string' | '(' | ')' | ':' | 'op' | 'end';
  text: string;
  /** 1-based column where it starts. */
  col: number;
}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='];
const WORD_END = /[\s()":<>=!]/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const col = i + 1;
    if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c, text: c, col });
      i++;
    } else if (c === '"') {
      let text = '';
      i++;
      while (i < source.length && source[i] !== '"') {
        if (source[i] === '\\' && i + 1 < source.length) i++;
        text += source[i++];
      }
      if (i >= source.length) throw syntaxError(`Unterminated string at col ${col}`);
      i++;
      tokens.push({ type: 'string', text, col });
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i));
      if (op) {
        tokens.push({ type: 'op', text: op, col });
        i += op.length;
        continue;
      }
      let end = i;
      while (end < source.length && !WORD_END.test(source[end])) end++;
      if (end === i) throw syntaxError(`Unexpected character '${c}' at col ${col}`);
      tokens.push({ type: 'word', text: source.slice(i, end), col });
      i = end;
    }
  }
  tokens.push({ type: 'end', text: '', col: source.length + 1 });
  return tokens;
}

function syntaxError(message: string): SearchRequestError {
  return new SearchRequestError(`filters: ${message}`);
}

function shown(token: Token): string {
  if (token.type === 'end') return 'end of filter';
  return token.type === 'word' || token.type === 'string' ? `string(${token.text})` : `'${token.text}'`;
}

const isKeyword = (token: Token, word: 'AND' | 'OR' | 'NOT' | 'TO') => token.type === 'word' && token.text === word;

export function parseFilters(source: string): ParsedFilters {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const unexpected = (expected: string): never => {
    const token = peek();
    throw syntaxError(`Unexpected token ${shown(token)} expected ${expected} at col ${token.col}`);
  };

  const number = (token: Token): number => {
    // Decimal only: Number() would also read "0x10" as 16 and "1e3" as 1000.
    const value = token.type === 'word' && /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(token.text) ? Number(token.text) : NaN;
    if (!Number.isFinite(value)) throw syntaxError(`Unexpected token ${shown(token)} expected a number at col ${token.col}`);
    return value;
  };

  const single = (): SingleFilter => {
    let negated = false;
    if (isKeyword(peek(), 'NOT')) {
      next();
      negated = true;
    }
    const first = peek();
    if (first.type !== 'word' && first.type !== 'string') return unexpected('a filter');
    next();
    if (peek().type === ':') {
      next();
      const value = peek();
      if (value.type !== 'word' && value.type !== 'string') return unexpected('a value');
      next();
      if (isKeyword(peek(), 'TO')) {
        next();
        return { negated, kind: 'range', attribute: first.text, low: number(value), high: number(next()) };
      }
      if (first.text === '_tags') return { negated, kind: 'tag', value: value.text };
      return { negated, kind: 'facet', attribute: first.text, value: value.text };
    }
    if (peek().type === 'op') {
      const op = next().text as Comparison;
      return { negated, kind: 'numeric', attribute: first.text, op, number: number(next()) };
    }
    return { negated, kind: 'tag', value: first.text };
  };

  const orList = (): SingleFilter[] => {
    const list = [single()];
    while (isKeyword(peek(), 'OR')) {
      next();
      list.push(single());
    }
    const kinds = new Set(list.map((f) => (f.kind === 'range' ? 'numeric' : f.kind)));
    if (kinds.size > 1) throw syntaxError('filters of different types (facet, numeric, tag) cannot be ORed together');
    return list;
  };

  const group = (): SingleFilter[] => {
    if (peek().type !== '(') return orList();
    next();
    const list = orList();
    if (peek().type !== ')') return unexpected("')'");
    next();
    return list;
  };

  if (peek().type === 'end') return [];
  const groups = [group()];
  while (isKeyword(peek(), 'AND')) {
    next();
    groups.push(group());
  }
  if (peek().type !== 'end') unexpected('end of filter');
  const count = groups.reduce((sum, g) => sum + g.length, 0);
  if (count > MAX_FILTERS_PER_QUERY) throw new SearchRequestError(`Invalid value for "filters" parameter: ${count} filters; a query has at most ${MAX_FILTERS_PER_QUERY}.`);
  return groups;
}

/** The attributes the filters look at (tags: `_tags`). */
export function attributesOf(filters: ParsedFilters): Set<string> {
  return new Set(filters.flat().map((f) => (f.kind === 'tag' ? '_tags' : f.attribute)));
}

export const COMPARE: Record<Comparison, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** Numeric comparisons are precise to 3 decimals, as on Algolia. */
export const rounded = (n: number) => Math.round(n * 1000) / 1000;

export function compileSingle(filter: SingleFilter, faceted: readonly string[]): (record: Record<string, unknown>) => boolean {
  // An array attribute matches when one of its items does. No array is made for a single value: a
  // numeric filter reads thousands of records per query.
  const some = (record: Record<string, unknown>, path: string, matches: (value: unknown) => boolean) => {
    const value = valueAt(record, path);
    return Array.isArray(value) ? value.some(matches) : matches(value);
  };
  let test: (record: Record<string, unknown>) => boolean;
  if (filter.kind === 'facet') {
    const expected = filter.value.toLowerCase();
    const { attribute } = filter;
    const matches = (v: unknown) => v !== null && v !== undefined && typeof v !== 'object' && String(v).toLowerCase() === expected;
    // objectID is filterable without being faceted, its value compared as written (Algolia: case counts).
    if (attribute === 'objectID') test = (record) => record.objectID === filter.value;
    else test = faceted.includes(attribute) ? (record) => some(record, attribute, matches) : () => false;
  } else if (filter.kind === 'numeric') {
    const { attribute, op, number } = filter;
    const [compare, limit] = [COMPARE[op], rounded(number)];
    const matches = (v: unknown) => typeof v === 'number' && compare(rounded(v), limit);
    test = (record) => some(record, attribute, matches);
  } else if (filter.kind === 'range') {
    const { attribute, low, high } = filter;
    const matches = (v: unknown) => typeof v === 'number' && v >= low && v <= high;
    test = (record) => some(record, attribute, matches);
  } else {
    const { value } = filter;
    const matches = (v: unknown) => v === value;
    test = (record) => some(record, '_tags', matches);
  }
  return filter.negated ? (record) => !test(record) : test;
}

/** A record test for parsed filters; `faceted`: the attributes facet filters may look at. */
export function compileFilterString(filters: ParsedFilters, faceted: readonly string[]): (record: Record<string, unknown>) => boolean {
  const groups = filters.map((group) => group.map((filter) => compileSingle(filter, faceted)));
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

/**
 * numericFilters or tagFilters, in facetFilters' list form (a list ANDed, a nested list ORed), as
 * parsed filters: each numeric entry one comparison or range (`price>=10`, `price:5 TO 10`), each tag
 * entry a tag, `-` before it to exclude.
 */
export function listFilters(list: FacetFilters | undefined, kind: 'numeric' | 'tag'): ParsedFilters {
  if (list === undefined) return [];
  const name = kind === 'numeric' ? 'numericFilters' : 'tagFilters';
  const one = (entry: string): SingleFilter => {
    if (kind === 'tag') return entry.startsWith('-') ? { negated: true, kind: 'tag', value: entry.slice(1) } : { negated: false, kind: 'tag', value: entry };
    let parsed: ParsedFilters;
    try {
      parsed = parseFilters(entry);
    } catch (error) {
      throw new SearchRequestError(`Invalid value for "numericFilters" parameter: ${(error as Error).message.replace(/^filters: /, '')}`);
    }
    const filter = parsed.length === 1 && parsed[0].length === 1 ? parsed[0][0] : undefined;
    if (!filter || filter.negated || (filter.kind !== 'numeric' && filter.kind !== 'range')) {
      throw new SearchRequestError(`Invalid value for "${name}" parameter: "${entry}" is not one numeric comparison (such as price>=10) or range (price:5 TO 10).`);
    }
    return filter;
  };
  return (typeof list === 'string' ? [list] : list).map((entry) => (Array.isArray(entry) ? entry : [entry]).map(one));
}
