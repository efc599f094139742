// Components resolved while building, so the reader's page never needs them: <ProviderName />, <ProviderLink />.
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import type { SiteComponents } from '../config/site-components.ts';

/** The site's own admonition keywords (markdown.admonitions, Docusaurus's docs option `admonitions`). */
export interface AdmonitionKeywords {
  keywords: string[];
  /** Docusaurus's keywords too (note, tip, info…); false: these alone. */
  extendDefaults: boolean;
}

export interface BuildTimeValues {
  providerName: string;
  providerUrl: string;
  /** The site's own components (site.config.ts `components`): content may use and import them. */
  siteComponents?: SiteComponents;
  /** `$…$` and `$$…$$` are LaTeX math (markdown.math, or remark-math in a Docusaurus config). */
  math?: boolean;
  /** `> [!NOTE]` blockquotes are admonitions (remark-github-admonitions-to-directives in a Docusaurus config). */
  githubAlerts?: boolean;
  /** Docusaurus's markdown.format: 'md' reads every page as CommonMark, 'detect' only .md files; otherwise MDX. */
  markdownFormat?: 'md' | 'detect';
  /** Theme components the site's src/theme/MDXComponents gives every page, by name: their @theme/ module (mdxComponentsThemeModules). */
  themeComponents?: Record<string, string>;
  /** The site builds with Meta's preset, whose public build leaves out the pages' imports of fb/ files and what they bind (internal-docs.ts). */
  metaPreset?: boolean;
  /** The levels a <TOCInline> lists when it does not say (the config's tableOfContents; default 2 and 3). */
  tocLevels?: { min: number; max: number };
  /** The site's own admonition keywords; none: Docusaurus's. */
  admonitions?: AdmonitionKeywords;
}

export function replaceBuildTimeComponents(tree: Root, values: BuildTimeValues): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return;
    const el = node as MdxJsxTextElement | MdxJsxFlowElement;
    if (!parent || index === undefined) return;
    if (el.name === 'ProviderName') {
      parent.children.splice(index, 1, { type: 'text', value: values.providerName, position: el.position } as never);
      return index + 1;
    }
    if (el.name === 'ProviderLink') {
      parent.children.splice(index, 1, {
        type: 'link',
        url: values.providerUrl,
        children: [{ type: 'text', value: values.providerName }],
        position: el.position,
      } as never);
      return index + 1;
    }
  });
}
