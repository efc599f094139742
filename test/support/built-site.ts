// What a built page embeds: the site data the runtime (and the search modal's request) is made from.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../runtime/shared/types.ts';

/** The site data in a built page's __dc_data script (the home page by default). */
export async function builtSiteData(out: string, page = 'index.html'): Promise<SiteData> {
  const html = await readFile(path.join(out, page), 'utf8');
  const match = /<script id="__dc_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`the built page ${page} has no __dc_data script`);
  return (JSON.parse(match[1]) as { site: SiteData }).site;
}
