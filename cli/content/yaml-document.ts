// YAML read with its duplicate keys found in linear time. The yaml package compares each key of a map
// with every key before it (uniqueKeys): a front matter of 10,000 keys (100 KB) took 8 s to read, and
// 20,000 half a minute. Read with that check off, each map's keys are looked up in a Set instead, and
// a key given twice is the same error at the same place ("Map keys must be unique").
import { isScalar, LineCounter, parseDocument, visit, YAMLParseError, type CST, type DocumentOptions, type Pair, type ParseOptions, type Scalar, type SchemaOptions } from 'yaml';

type Options = ParseOptions & DocumentOptions & SchemaOptions;

/** The document as `parseDocument(text, { ...options, uniqueKeys: true })` reads it, errors in the order of the text. */
export function parseYamlDocument(text: string, options: Options = {}) {
  const lineCounter = options.lineCounter ?? new LineCounter();
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
