// YAML read with its duplicate keys found in linear time. The yaml package compares each key of a map
// with every key before it (uniqueKeys): a front matter of 10,000 keys (100 KB) took 8 s to read, and
// 20,000 half a minute. Read with that check off, each map's keys are looked up in a Set instead, and
// a key given twice is the same error at the same place ("Map keys must be unique").
import { isScalar, Lexer, LineCounter, parseDocument, visit, YAMLParseError, type CST, type DocumentOptions, type Pair, type ParseOptions, type Scalar, type SchemaOptions } from 'yaml';

type Options = ParseOptions & DocumentOptions & SchemaOptions;

/**
 * Flow collections (`[` and `{`) one inside another, at most: the yaml package composes them by
 * recursion, and 1,000 `[` in a 1 KB front matter aborted the whole process (a V8 fatal error,
 * "RegExpCompiler Allocation failed", exit 134) where a page's own problem was due. Real YAML nests
 * a few deep; Markdown's own limit is 100 levels too.
 */
export const MAX_FLOW_DEPTH = 100;

/** Where the first flow collection past MAX_FLOW_DEPTH opens, or -1. The yaml package's lexer is a loop, not a recursion: it reads quotes and comments as YAML does. */
function tooDeepFlowAt(text: string): number {
  // Fewer brackets than the limit cannot nest past it: most texts are not lexed at all.
  let brackets = 0;
  for (let i = text.indexOf('['); i !== -1 && brackets <= MAX_FLOW_DEPTH; i = text.indexOf('[', i + 1)) brackets++;
  for (let i = text.indexOf('{'); i !== -1 && brackets <= MAX_FLOW_DEPTH; i = text.indexOf('{', i + 1)) brackets++;
  if (brackets <= MAX_FLOW_DEPTH) return -1;
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') {
      depth++;
      if (depth > MAX_FLOW_DEPTH) return offset;
    } else if (token === ']' || token === '}') depth--;
    // The lexer's markers of a document, a flow's end and a scalar hold no text of the source.
    if (token !== '\x02' && token !== '\x18' && token !== '\x1f') offset += token.length;
  }
  return -1;
}

/** The document as `parseDocument(text, { ...options, uniqueKeys: true })` reads it, errors in the order of the text. */
export function parseYamlDocument(text: string, options: Options = {}) {
  const lineCounter = options.lineCounter ?? new LineCounter();
  const deep = tooDeepFlowAt(text);
  if (deep !== -1) {
    // Not composed at all: an empty document holding the one error, at the bracket past the limit. The
    // line counter learns the text's lines, as a parse would teach it, for callers that place errors by it.
    const document = parseDocument('', { ...options, lineCounter: new LineCounter() });
    lineCounter.addNewLine(0);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
    const error = new YAMLParseError([deep, deep + 1], 'RESOURCE_EXHAUSTION', `Flow collections ([ and {) are nested more than ${MAX_FLOW_DEPTH} deep`);
    error.linePos = [lineCounter.linePos(deep), lineCounter.linePos(deep + 1)];
    document.errors = [error];
    return document;
  }
  // The source tokens say where an empty key's item starts, as the yaml package reports it (keyStart).
  const document = parseDocument(text, { ...options, lineCounter, uniqueKeys: false, keepSourceTokens: true });
  const duplicates: YAMLParseError[] = [];
  visit(document, {
    Map(_, map) {
      // As the yaml package compares them (===): scalars by value (1 and "1" differ), other keys never.
      // A merge key (<<) is a new Symbol each time, so it may repeat, as there; so may .nan, which a
      // Set would find again where === does not.
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const { key } = pair;
        if (!isScalar(key) || key.range === undefined || key.range === null || Number.isNaN(key.value)) continue;
        if (!seen.has(key.value)) {
          seen.add(key.value);
          continue;
        }
        const at = keyStart(pair as Pair<Scalar>);
        const error = new YAMLParseError([at, at + 1], 'DUPLICATE_KEY', 'Map keys must be unique');
        error.linePos = [lineCounter.linePos(at), lineCounter.linePos(at + 1)];
        duplicates.push(error);
      }
    },
  });
  if (duplicates.length > 0) document.errors = [...document.errors, ...duplicates].sort((a, b) => a.pos[0] - b.pos[0]);
  return document;
}

/**
 * Where the yaml package reports a key given twice: where the key's text starts, after its props (`? `,
 * a tag, an anchor). An empty key (`? ` then a line `: value`) has its place before the space and line
 * break that follow the `?`; the yaml package reports the end of those, where the `:` line starts.
 */
function keyStart(pair: Pair<Scalar>): number {
  const [start, end] = pair.key.range!;
  if (end > start) return start;
  const last = (pair.srcToken as { start?: CST.SourceToken[] } | undefined)?.start?.at(-1);
  return last ? Math.max(start, last.offset + last.source.length) : start;
}

/** The value of the text, as the yaml package's `parse` gives it; throws the first error, as it does. */
export function parseYaml(text: string, options: Options = {}): unknown {
  const document = parseYamlDocument(text, options);
  if (document.errors.length > 0) throw document.errors[0];
  return document.toJS();
}
