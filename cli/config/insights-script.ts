// The search-insights script must load with Subresource Integrity: a configured address needs the
// hash of the file it serves (this machine, and a build, cannot fetch it to compute one).
import type { SiteData } from '../../runtime/shared/types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';
import { findKey } from './validate.ts';

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
    return problem('insightsScriptIntegrity', 'search.insightsScriptIntegrity is set without search.insightsScriptUrl.', 'remove it: the search-insights script served with the site has its integrity computed by the build.');
  }
  if (!/^https:\/\/[^/]/.test(url) && !/^\/(?!\/)/.test(url)) {
    return problem('insightsScriptUrl', `search.insightsScriptUrl "${url}" is neither an https:// address nor a path of the site.`, 'give an https:// address, or remove the key to serve the search-insights script with the site.');
  }
  if (integrity === null) {
    return problem(
      'insightsScriptUrl',
      'search.insightsScriptUrl needs search.insightsScriptIntegrity: the script is loaded with Subresource Integrity.',
      `set search.insightsScriptIntegrity to the file's hash (${HOW_TO_HASH}), or remove insightsScriptUrl to serve the search-insights script with the site.`,
    );
  }
  return [];
}
