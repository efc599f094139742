// The search settings of a site: the config's, with DEVCENTER_SEARCH_* from the environment taking
// precedence, and the credentials still missing once both are read.
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { CONFIG_FILE } from './config-file.ts';
import type { UserConfig } from './define-config.ts';
import { findKey } from './source-positions.ts';

/** The search settings, with DEVCENTER_SEARCH_* from the environment taking precedence. */
export function searchSettings(user: UserConfig['search'], env: Record<string, string | undefined>): SiteData['search'] {
  const hosts = env.DEVCENTER_SEARCH_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean) ?? user?.hosts ?? [];
  return {
    appId: env.DEVCENTER_SEARCH_APP_ID ?? user?.appId ?? '',
    apiKey: env.DEVCENTER_SEARCH_API_KEY ?? user?.apiKey ?? '',
    indexName: env.DEVCENTER_SEARCH_INDEX ?? user?.indexName ?? '',
    contextualSearch: user?.contextualSearch ?? true,
    searchPagePath: user?.searchPagePath ?? 'search',
    hosts,
    mode: user?.mode ?? 'auto',
    maxResultsPerGroup: user?.maxResultsPerGroup ?? 5,
    insights: user?.insights ?? true,
    // Null: search-insights from jsDelivr, filled in once the config is known to be valid (withInsightsScript).
    insightsScriptUrl: user?.insightsScriptUrl ?? null,
    insightsScriptIntegrity: user?.insightsScriptIntegrity ?? null,
    missingResultsUrl: user?.missingResultsUrl ?? null,
  };
}

/** Spec §5: search requires an application id and a search key; the message names what is missing. */
export function missingSearchCredentials(search: SiteData['search'], configured: boolean, source: string): Diagnostic[] {
  if (!configured) return [];
  const missing: Diagnostic[] = [];
  for (const [key, env, what] of [
    ['appId', 'DEVCENTER_SEARCH_APP_ID', 'the search application id'],
    ['apiKey', 'DEVCENTER_SEARCH_API_KEY', 'the search-only API key'],
    ['indexName', 'DEVCENTER_SEARCH_INDEX', 'the name of the search index'],
  ] as const) {
    if (search[key]) continue;
    missing.push({
      severity: 'error',
      code: 'config',
      message: `\`${key}\` is missing.`,
      file: CONFIG_FILE,
      ...findKey(source, ['search']),
      hint: `set search.${key} (or ${env}) to ${what}.`,
    });
  }
  return missing;
}

/** search.mode `hosted` asks the hosts, so there must be some. */
export function searchModeProblems(search: SiteData['search'], source: string): Diagnostic[] {
  if (search.mode !== 'hosted' || search.hosts.length > 0) return [];
  return [
    {
      severity: 'error',
      code: 'config',
      message: 'search.mode is "hosted", but no search host is configured.',
      file: CONFIG_FILE,
      ...findKey(source, ['search', 'mode']),
      hint: 'set search.hosts (or DEVCENTER_SEARCH_HOSTS), e.g. ["YOURAPPID-dsn.algolia.net"], or use mode "auto" to search the site itself.',
    },
  ];
}
