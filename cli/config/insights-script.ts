// The search-insights script loads from a CDN (spec §7) with Subresource Integrity. The default is
// jsDelivr at the version of the installed npm package, its integrity computed from that package's
// file; a configured address needs the hash of the file it serves (a build cannot fetch it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteData } from '../../runtime/shared/types.ts';
import { BuildError, describeErrno, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';
import { findKey } from './source-positions.ts';

/** The package DocSearch 3.9 loads for click analytics, pinned to an exact version in package.json. */
const PACKAGE = 'search-insights';
const FILE = 'dist/search-insights.min.js';

export interface InsightsScript {
  url: string;
  /** The `integrity` attribute: sha384 of the file's bytes. */
  integrity: string;
}

/**
 * search-insights from jsDelivr, whose /npm/<package>@<exact version>/<file> is that file of the
 * published npm tarball byte for byte: its integrity is the hash of the installed copy. The address
 * is made from the installed package's version, so the two cannot disagree.
 */
export function defaultInsightsScript(): InsightsScript {
  let version: unknown;
  let bytes: Buffer;
  try {
    const manifest = createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`);
    version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
    bytes = readFileSync(path.join(path.dirname(manifest), FILE));
  } catch (error) {
    const cause = (error as NodeJS.ErrnoException).code;
    throw installProblem(`${PACKAGE}/${FILE} could not be read: ${cause ? describeErrno(cause) : (error as Error).message}.`);
  }
  // An exact version: a range or tag would let the CDN serve other bytes than the ones hashed here.
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) throw installProblem(`${PACKAGE} has no exact version (${String(version)}).`);
  return {
    url: `https://cdn.jsdelivr.net/npm/${PACKAGE}@${version}/${FILE}`,
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
}

function installProblem(message: string): BuildError {
  return new BuildError([
    {
      severity: 'error',
      code: 'install',
      message: `The search-insights script's integrity is computed from devcenter's ${PACKAGE} package, and ${message}`,
      hint: `install devcenter's dependencies again (npm ci), or set search.insights: false in ${CONFIG_FILE}.`,
    },
  ]);
}

/** The search settings with the insights script's address and integrity filled in when insights are on. */
export function withInsightsScript(search: SiteData['search']): SiteData['search'] {
  if (!search.insights || search.insightsScriptUrl !== null) return search;
  const script = defaultInsightsScript();
  return { ...search, insightsScriptUrl: script.url, insightsScriptIntegrity: script.integrity };
}

const INTEGRITY = /^(?:sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})(?:\s+sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;
const HOW_TO_HASH = 'curl -s URL | openssl dgst -sha384 -binary | openssl base64 -A';

/** Problems with search.insightsScriptUrl / insightsScriptIntegrity (none when insights are off). */
export function insightsScriptProblems(search: SiteData['search'], source: string): Diagnostic[] {
  const { insights, insightsScriptUrl: url, insightsScriptIntegrity: integrity } = search;
  if (!insights) return [];
  const problem = (key: string, message: string, hint: string): Diagnostic[] => [
    { severity: 'error', code: 'config', message, file: CONFIG_FILE, ...findKey(source, ['search', key]), hint },
  ];
  if (integrity !== null && !INTEGRITY.test(integrity)) {
    return problem('insightsScriptIntegrity', `search.insightsScriptIntegrity "${integrity}" is not a Subresource Integrity value.`, `write "sha384-" and the base64 hash of the file: ${HOW_TO_HASH}.`);
  }
  if (url === null) {
    if (integrity === null) return [];
    return problem('insightsScriptIntegrity', 'search.insightsScriptIntegrity is set without search.insightsScriptUrl.', 'remove it: the default search-insights script (jsDelivr) has its integrity computed by the build.');
  }
  if (!/^https:\/\/[^/]/.test(url) && !/^\/(?!\/)/.test(url)) {
    return problem('insightsScriptUrl', `search.insightsScriptUrl "${url}" is neither an https:// address nor a path of the site.`, 'give an https:// address, or remove the key to load search-insights from jsDelivr.');
  }
  if (integrity === null) {
    return problem(
      'insightsScriptUrl',
      'search.insightsScriptUrl needs search.insightsScriptIntegrity: the script is loaded with Subresource Integrity.',
      `set search.insightsScriptIntegrity to the file's hash (${HOW_TO_HASH}), or remove insightsScriptUrl to load search-insights from jsDelivr.`,
    );
  }
  return [];
}
