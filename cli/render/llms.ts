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
    const name = site.navbar.items.find((item) => item.sidebarId === sidebar.id)?.label ?? sidebar.id;
    for (const item of sidebar.items) {
      const title = item.type === 'category' ? item.label : name;
      const found = take(linksOf([item]));
      const last = sections.at(-1);
      if (found.length === 0) continue;
      if (last?.title === title) last.pages.push(...found);
      else sections.push({ title, pages: found });
    }
  }
  const rest = take(pages.map((p) => p.path));
  if (rest.length > 0) sections.push({ title: 'Other pages', pages: rest });
  return sections;
}

export function renderLlmsTxt(site: SiteData, siteUrl: string, sections: LlmsSection[]): string {
  const lines = [`# ${site.title}`, ''];
  if (site.tagline) lines.push(`> ${site.tagline}`, '');
  lines.push(`Every page below is also available as Markdown at its address plus \`.md\`; ${siteUrl}/llms-full.txt holds them all in one file.`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) lines.push(`- [${page.title}](${siteUrl}${page.path}.md)${page.description ? `: ${page.description}` : ''}`);
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
