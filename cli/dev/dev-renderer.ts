// Stage render as `devcenter dev` runs it: the runtime bundle (rebundled incrementally when
// runtime/ changes), the render context, and each route's HTML and page data, made by the build's
// own renderPageRoute on first request and kept until something it shows changes.
import path from 'node:path';
import type { Root } from 'mdast';
import { devClientScriptTag } from '../../runtime/shared/site-urls.ts';
import { createRuntimeBundler, type RuntimeBundle, type RuntimeBundler } from '../bundle/runtime.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { SiteComponentSources } from '../bundle/site-components.ts';
import type { Route } from '../content/route.ts';
import { loadTemplates, type Templates } from '../render/document.ts';
import { renderContext } from '../render/render-context.ts';
import { renderPageRoute, type RenderContext } from '../render/render-route.ts';
import type { AssembledSite } from '../stages/assemble.ts';

export interface Rendered {
  html: string;
  data: string;
  /** A doc's Markdown copy (`/docs/a.md`), as the build writes it; none for other routes. */
  markdown?: string;
}

export class DevRenderer {
  private bundler: RuntimeBundler | null = null;
  bundle!: RuntimeBundle;
  private templates!: Templates;
  private commitTimes = new Map<string, number>();
  private context: RenderContext | null = null;
  private rendered = new Map<string, Rendered>();
  /** The component registrations the bundler builds ("null": none). */
  private sourcesKey = 'null';

  constructor(private readonly packageRoot: string) {}

  /** Starts the bundler and loads the templates; resolves once the first bundle is made. */
  async start(): Promise<void> {
    const [bundler, templates] = await Promise.all([createRuntimeBundler(this.packageRoot), loadTemplates(path.join(this.packageRoot, 'templates'))]);
    this.bundler = bundler;
    this.templates = templates;
    this.bundle = await bundler.bundle();
  }

  /**
   * The site's components (site.config.ts) as loaded now: a new registration needs a bundler that
   * builds them; the same one keeps the bundler it has.
   */
  async useSiteComponents(sources: SiteComponentSources): Promise<void> {
    const key = JSON.stringify(Object.keys(sources.components).length > 0 ? sources : null);
    if (key === this.sourcesKey) return;
    this.sourcesKey = key;
    const previous = this.bundler;
    this.bundler = await createRuntimeBundler(this.packageRoot, sources);
    await previous?.dispose();
    this.bundle = await this.bundler.bundle();
    this.invalidate();
  }

  /** runtime/ or templates/ changed (working on devcenter itself), or a site component's file. */
  async rebundle(): Promise<void> {
    this.bundle = await this.bundler!.bundle();
    this.templates = await loadTemplates(path.join(this.packageRoot, 'templates'));
    this.invalidate();
  }

  async dispose(): Promise<void> {
    await this.bundler?.dispose();
  }

  get favicon(): string {
    return this.templates.favicon;
  }

  setCommitTimes(times: Map<string, number>): void {
    this.commitTimes = times;
    this.invalidate();
  }

  /** What every page shows changed (routes, sidebars, the runtime): every render is stale. */
  invalidate(): void {
    this.context = null;
    this.rendered.clear();
  }

  /** Those routes' renders are stale. */
  forget(routePaths: string[]): void {
    for (const routePath of routePaths) this.rendered.delete(routePath);
  }

  contextFor(config: SiteConfig, site: AssembledSite, fileUrls: Map<string, string>): RenderContext {
    this.context ??= renderContext(config, site, this.bundle, this.templates, this.commitTimes, fileUrls);
    return this.context;
  }

  /** The route as the build writes it, with the live-reload client. */
  render(route: Route, tree: Root | undefined, config: SiteConfig, site: AssembledSite, fileUrls: Map<string, string>): Rendered {
    const cached = this.rendered.get(route.path);
    if (cached) return cached;
    const made = renderPageRoute(route, tree, this.contextFor(config, site, fileUrls));
    const [document, data] = made.files;
    const markdown = made.markdown === null ? undefined : made.markdown.markdown;
    const rendered = { html: String(document.contents).replace('</body>', `${devClientScriptTag()}</body>`), data: String(data.contents), ...(markdown === undefined ? {} : { markdown }) };
    this.rendered.set(route.path, rendered);
    return rendered;
  }
}
