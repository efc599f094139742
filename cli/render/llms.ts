// llms.txt (the site's summary and every docs page by sidebar section, per the llms.txt convention)
// and llms-full.txt (every docs page as Markdown, in sidebar order).
import type { Sidebar, SidebarItem, SiteData } from '../../runtime/shared/types.ts';

export interface MarkdownPage {
  path: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: MarkdownPage[];
}

function linksOf(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'link' ? (item.external ? [] : [item.href]) : [...(item.href ? [item.href] : []), ...linksOf(item.items)]));
}

/** Sections in sidebar order: each top-level category, and a sidebar's loose pages under its navbar label. */
export function llmsSections(site: SiteData, sidebars: Sidebar[], pages: MarkdownPage[]): LlmsSection[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const placed = new Set<string>();
  const take = (paths: string[]) =>
    paths.flatMap((path) => {
      const page = byPath.get(path);
      if (!page || placed.has(path)) return [];
      placed.add(path);
      return [page];
    });
  const sections: LlmsSection[] = [];
  for (const sidebar of sidebars) {
    const name = site.navbar.items.flatMap((item) => item.items ?? [item]).find((item) => item.sidebarId === sidebar.id)?.label ?? sidebar.id;
    for (const item of sidebar.items) {
      const title = item.type === 'category' ? item.label : name;
      const found = take(linksOf([item]));
      if (found.length === 0) continue;
      // One section per title: a sidebar's loose pages before and after a category (or a category
      // named as the navbar names the sidebar) made two "## Docs" sections.
      const same = sections.find((section) => section.title === title);
      if (same) same.pages.push(...found);
      else sections.push({ title, pages: found });
    }
  }
  const rest = take(pages.map((p) => p.path));
  if (rest.length > 0) sections.push({ title: 'Other pages', pages: rest });
  return sections;
}

/**
 * Text from content inside one line of llms.txt: on that one line (a description cannot start a
 * heading or a list of its own), with the brackets that would end a link's text escaped, so a title
 * such as `Docs](javascript:alert(1)) [x` stays a title.
 */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** A page's address inside a Markdown link: what would end it encoded. */
const linkTarget = (url: string) => encodeURI(url).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function renderLlmsTxt(site: SiteData, siteUrl: string, sections: LlmsSection[]): string {
  const lines = [`# ${inline(site.title)}`, ''];
  if (site.tagline) lines.push(`> ${inline(site.tagline)}`, '');
  lines.push(`Every page below is also available as Markdown at its address plus \`.md\`; ${siteUrl}/llms-full.txt holds them all in one file.`, '');
  for (const section of sections) {
    lines.push(`## ${inline(section.title)}`, '');
    for (const page of section.pages) lines.push(`- [${inline(page.title)}](${linkTarget(`${siteUrl}${page.path}.md`)})${page.description ? `: ${inline(page.description)}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function renderLlmsFull(sections: LlmsSection[]): string {
  return `${sections
    .flatMap((s) => s.pages)
    .map((page) => page.markdown.trim())
    .join('\n\n---\n\n')}\n`;
}
