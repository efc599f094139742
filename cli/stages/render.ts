// Stage "render": every route rendered into the output, the cheapest way each can be (render-pages.ts),
// with the runtime's files, the site's Content-Security-Policy and the site-wide files (sitemap,
// feeds, llms.txt, search records).
import type { SiteConfig } from '../config/resolve.ts';
import type { RuntimeBundle } from '../bundle/runtime.ts';
import type { ProgressReporter } from '../commands/progress.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import { partialMap } from '../content/partials.ts';
import { isOwnOutput } from '../incremental/output-owner.ts';
import { contextKey, pageKey, PreviousOutput } from '../incremental/page-reuse.ts';
import { shellInlineScripts, withPolicyMeta, type Templates } from '../render/document.ts';
import { contentWritesEmbeds, contentWritesStyleAttributes, policyFiles, policyMetaTag, sitePolicy } from '../render/csp.ts';
import type { MarkdownPage } from '../render/llms.ts';
import { publishableContentFiles } from '../check/file-refs.ts';
import { contentFileOutputs } from '../render/content-files.ts';
import { renderContext } from '../render/render-context.ts';
import { renderPages, type RenderedPages } from '../render/render-pages.ts';
import { siteWideFiles } from '../render/site-wide-files.ts';
import { usesStaticIndex, writeStaticIndex } from '../render/static-index-output.ts';
import type { AssembledSite } from './assemble.ts';
import type { SiteInputs } from './discover.ts';
import type { SiteOutput } from './output.ts';
import type { ParsedSite } from './parse.ts';

export interface RenderInputs {
  config: SiteConfig;
  values: BuildTimeValues;
  inputs: SiteInputs;
  parsed: ParsedSite;
  site: AssembledSite;
  bundle: RuntimeBundle;
  templates: Templates;
  output: SiteOutput;
  progress: ProgressReporter;
}

export interface RenderedSite {
  pages: RenderedPages;
  /** The key of everything the pages' render read besides each page (building to disk). */
  contextHash: string | null;
  /** Each page route's own inputs, by route path. */
  pageKeys: Map<string, string>;
  /** Whether a worker thread compressed and wrote the static search index's files. */
  indexInWorker: boolean;
}

export async function renderSite({ config, values, inputs, parsed, site, bundle, templates, output, progress }: RenderInputs): Promise<RenderedSite> {
  const hasComponents = Object.keys(config.components).length > 0;
  // One Content-Security-Policy for the site, its inline scripts hashed once: in every page's head.
  const policy = sitePolicy({
    inlineScripts: shellInlineScripts(templates, bundle.bootScript),
    search: site.site.search,
    // The site's own components may set style props (React writes them as attributes) and embed
    // videos or frames, as content may: a site with any gets what content with them gets.
    styleAttributes: hasComponents || contentWritesStyleAttributes(inputs.sources.map((s) => s.text)),
    embeds: hasComponents || contentWritesEmbeds(inputs.sources.map((s) => s.text)),
    sources: config.policySources,
  });
  const shells = withPolicyMeta(templates, policyMetaTag(policy));
  const contentFiles = contentFileOutputs(parsed.pages, publishableContentFiles(inputs.contentFiles), inputs.staticPaths);
  const context = renderContext(config, site, bundle, shells, await inputs.commitTimes, contentFiles.urls);
  // A page unchanged since the previous build of the same context is taken from that output.
  const contextHash = output.writer ? contextKey(context) : null;
  // Only from an output this user's last build of the site wrote: one that came with the site is not taken from.
  const ownOutput = output.writer !== null && isOwnOutput(config.root, config.outDir);
  const previous = contextHash && ownOutput ? PreviousOutput.open(config.outDir, contextHash) : null;
  const partials = partialMap(inputs.partials);
  const pageKeys = new Map(site.routes.filter((r) => r.page && r.kind !== 'redirect').map((r) => [r.path, pageKey(r, context, partials)]));

  for (const file of bundle.files) output.emit({ path: file.path, contents: file.contents });
  for (const file of policyFiles(policy, inputs.staticPaths)) output.emit(file);
  for (const file of contentFiles.files) output.emit(file);
  const pages = await renderPages({ routes: site.routes, context, values, partials: inputs.partials, shells, writer: output.writer, emit: output.emit, workers: parsed.workers, trees: parsed.trees, previous, pageKeys, progress });
  // The workers' part is done: stopped now, so what they hold (the pages they parsed) is not held
  // through the site-wide files and the static index too (the caller's stop is then a no-op).
  await pages.workers?.close();
  const renderedCount = site.routes.length - pages.reused;
  progress('render', renderedCount, renderedCount);
  const markdownPages = pages.markdown.filter((page): page is MarkdownPage => page !== null);
  for (const file of siteWideFiles({ config, site: site.site, routes: site.routes, sidebars: site.sidebars, blog: site.blog, shells, staticFiles: inputs.staticPaths, markdownPages })) output.emit(file);
  const index = usesStaticIndex(site.site.search) ? await writeStaticIndex(output, config.outDir, ownOutput, pages.records.ranges) : null;
  return { pages, contextHash, pageKeys, indexInWorker: index?.inWorker ?? false };
}

