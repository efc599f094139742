// Docusaurus's remark-emoji, on by default there: a `:rocket:` shortcode in text becomes 🚀 (code is
// left alone). It runs where Docusaurus runs it: after heading ids are given (an id is slugged from
// the shortcode, so `#launch-rocket` links keep working) and before the table of contents is made
// (whose entries show the emoji). A page title stays as written, as Docusaurus reads it from the text.
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkEmoji from 'remark-emoji';
import type { PageHeading } from './headings.ts';
import { walk } from './walk.ts';

// The plugin is a plain function of its options that returns the transformer (it never reads `this`).
const replaceShortcodes = (remarkEmoji as unknown as (options: object) => (tree: Root) => void)({});
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

/** Replaces the shortcodes of `tree` (whose text is `text`), and reads its TOC headings' text again. */
export function replaceEmojiShortcodes(tree: Root, text: string, headings: PageHeading[]): void {
  if (!SHORTCODE.test(text)) return;
  replaceShortcodes(tree);
  // collectHeadings walked the same tree in the same order: its i-th heading is the i-th one here.
  let i = 0;
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'heading') return;
    const heading = headings[i++];
    if (heading && heading.depth > 1) heading.text = toString(node).trim();
  });
}
