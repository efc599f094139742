// The titles of the pages the build makes itself (the docs' and the blog's tags pages, a tag's page,
// the archive) and a category's doc card ("3 items"), in the site's language as Docusaurus writes them: theme.tags.tagsPageTitle,
// theme.docs.tagDocListPageTitle with its plural nDocsTagged, theme.blog.tagTitle with
// theme.blog.post.plurals, theme.blog.archive.title. Read at build time only: none of these ids
// goes to the page's data. Without a translation, the spec's English as before.
import { interpolateText, selectPluralMessage } from '../../runtime/shared/interpolate.ts';

export interface GeneratedPageWords {
  tags: string;
  archive: string;
  viewAllTags: string;
  docsTagged: (count: number, tagName: string) => string;
  postsTagged: (count: number, tagName: string) => string;
  /** A category's doc card without a description: how many items it holds. */
  itemCount: (count: number) => string;
}

/** The ids read for them (theme-translations.ts keeps these apart from the page's). */
export const GENERATED_PAGE_IDS = [
  'theme.tags.tagsPageTitle',
  'theme.tags.tagsPageLink',
  'theme.blog.archive.title',
  'theme.docs.tagDocListPageTitle',
  'theme.docs.tagDocListPageTitle.nDocsTagged',
  'theme.blog.tagTitle',
  'theme.blog.post.plurals',
  'theme.docs.DocCard.categoryDescription.plurals',
] as const;

export const ENGLISH_PAGE_WORDS: GeneratedPageWords = {
  tags: 'Tags',
  archive: 'Archive',
  viewAllTags: 'View All Tags',
  docsTagged: (count, tagName) => `${count} ${count === 1 ? 'doc' : 'docs'} tagged with "${tagName}"`,
  postsTagged: (count, tagName) => `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${tagName}"`,
  itemCount: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
};

export function generatedPageWords(table: Record<string, string> | undefined, lang: string): GeneratedPageWords {
  if (!table) return ENGLISH_PAGE_WORDS;
  const plural = (id: string, english: string, count: number) => selectPluralMessage(interpolateText(table[id] ?? english, { count }), count, lang);
  const tagged = (titleId: string, englishTitle: string, countId: string, englishCount: string, countName: string) => (count: number, tagName: string) =>
    interpolateText(table[titleId] ?? englishTitle, { [countName]: plural(countId, englishCount, count), tagName });
  return {
    tags: table['theme.tags.tagsPageTitle'] ?? ENGLISH_PAGE_WORDS.tags,
    archive: table['theme.blog.archive.title'] ?? ENGLISH_PAGE_WORDS.archive,
    viewAllTags: table['theme.tags.tagsPageLink'] ?? ENGLISH_PAGE_WORDS.viewAllTags,
    docsTagged:
      table['theme.docs.tagDocListPageTitle'] === undefined && table['theme.docs.tagDocListPageTitle.nDocsTagged'] === undefined
        ? ENGLISH_PAGE_WORDS.docsTagged
        : tagged('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', 'theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', 'nDocsTagged'),
    postsTagged:
      table['theme.blog.tagTitle'] === undefined && table['theme.blog.post.plurals'] === undefined
        ? ENGLISH_PAGE_WORDS.postsTagged
        : tagged('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', 'theme.blog.post.plurals', 'One post|{count} posts', 'nPosts'),
    itemCount:
      table['theme.docs.DocCard.categoryDescription.plurals'] === undefined
        ? ENGLISH_PAGE_WORDS.itemCount
        : (count) => plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', count),
  };
}
