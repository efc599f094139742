// The search engine of `devcenter serve`, run in the browser over the static index: the vocabulary
// first, then for each query the term shards its words match and the record shards of its hits. The
// engine throws NeedsData for what it is about to read and is not loaded; that is fetched (all of it
// at once) and the query runs again, so its answer is the endpoint's.
import { NeedsData } from '../../../cli/search/engine-data.ts';
import { SearchEngine } from '../../../cli/search/engine.ts';
import {
  decodeTerms,
  factsFile,
  recordShardFile,
  STATIC_INDEX_ENTRY,
  STATIC_INDEX_FORMAT,
  termShardFile,
  termTailFile,
  vocabularyFile,
  type StaticIndexEntry,
  type VocabularyFacts,
} from '../../../cli/search/static-format.ts';
import type { SearchRecord } from '../../shared/search-wire.ts';
import { StaticData } from './static-data.ts';

/** What the static index cost a reader so far: files and (compressed) bytes fetched. */
export interface FetchedBytes {
  files: number;
  bytes: number;
}

/** A file of the generation this page opened is no longer there: a newer one has replaced it. */
export class StaleIndexError extends Error {
  constructor(sitePath: string) {
    super(`the static search index file ${sitePath} is gone: the site has been published again`);
  }
}

/** At most this many rounds of loading for one query: a query needs two (terms, then hits' records). */
const MAX_ROUNDS = 8;

export class StaticSearch {
  private constructor(
    readonly engine: SearchEngine,
    /** What the index cost so far (the totals go on growing as queries load more). */
    readonly fetched: FetchedBytes,
    private readonly data: StaticData,
    readonly generation: string,
    private readonly fetchFile: (sitePath: string) => Promise<Uint8Array>,
  ) {}

  /** Opens the index a site serves under `base` (its origin and base URL path, no trailing slash). */
  static async open(base: string, fetchImpl: typeof fetch = fetch): Promise<StaticSearch> {
    const fetched: FetchedBytes = { files: 0, bytes: 0 };
    const get = async (sitePath: string): Promise<Response> => {
      const response = await fetchImpl(`${base}${sitePath}`);
      // A generation's file gone: the site was published again since this index was opened.
      if (response.status === 404 && sitePath !== STATIC_INDEX_ENTRY) throw new StaleIndexError(sitePath);
      if (!response.ok) throw new Error(`the static search index file ${sitePath} answered ${response.status}`);
      return response;
    };
    const fetchFile = oneAtATimeFor(FILES_AT_ONCE, async (sitePath: string) => {
      const compressed = new Uint8Array(await (await get(sitePath)).arrayBuffer());
      fetched.files++;
      fetched.bytes += compressed.byteLength;
      return gunzip(compressed);
    });
    const entry = (await (await get(STATIC_INDEX_ENTRY)).json()) as StaticIndexEntry;
    if (entry.format !== STATIC_INDEX_FORMAT) throw new Error(`the static search index is of format ${entry.format}; this page reads format ${STATIC_INDEX_FORMAT}`);
    const text = new TextDecoder().decode(await fetchFile(vocabularyFile(entry.generation)));
    const firstLine = text.indexOf('\n');
    const facts = JSON.parse(text.slice(0, firstLine)) as VocabularyFacts;
    const data = new StaticData(facts, decodeTerms(text, firstLine + 1));
    return new StaticSearch(new SearchEngine(data), fetched, data, entry.generation, fetchFile);
  }

  /** Runs `query` (the engine's search, synchronous) once everything it reads is loaded. */
  async run<T>(query: (engine: SearchEngine) => T): Promise<T> {
    for (let round = 0; ; round++) {
      try {
        return query(this.engine);
      } catch (error) {
        if (!(error instanceof NeedsData) || round === MAX_ROUNDS) throw error;
        await this.load(error);
      }
    }
  }

  private async load({ need }: NeedsData): Promise<void> {
    const missing = this.data.missing(need);
    await Promise.all([
      ...missing.termShards.map(async (n) => this.data.addTermShard(n, await this.fetchFile(termShardFile(this.generation, n)))),
      ...missing.termTails.map(async (n) => this.data.addTermTail(n, await this.fetchFile(termTailFile(this.generation, n)))),
      ...missing.recordShards.map(async (n) => {
        const json = new TextDecoder().decode(await this.fetchFile(recordShardFile(this.generation, n)));
        this.data.addRecordShard(n, JSON.parse(json) as SearchRecord[]);
      }),
      ...(missing.facts ? [this.fetchFile(factsFile(this.generation)).then((bytes) => this.data.addFacts(bytes))] : []),
    ]);
  }
}

/**
 * Files fetched at once. A query filtering on what the index does not keep per record (a numeric
 * filter on weight.level) reads the records of all its candidates: over a thousand record shards on a
 * large site, all asked for at once, and a small static server timed some of them out (408), failing
 * the search. Sixteen keeps a common query's twenty-odd files to two rounds over HTTP/2 (over
 * HTTP/1.1 a browser queues past six connections a host anyway).
 */
const FILES_AT_ONCE = 16;

/** `task` with at most `limit` calls under way at once; the others wait their turn, in order. */
function oneAtATimeFor<A, R>(limit: number, task: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (arg) => {
    // A call that waits is handed the slot of the one that ends: the count never passes the limit.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task(arg);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
