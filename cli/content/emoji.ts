// Docusaurus's remark-emoji, on by default there: a `:rocket:` shortcode in text becomes 🚀 (code is
// left alone). It runs where Docusaurus runs it: after heading ids are given (an id is slugged from
// the shortcode, so `#launch-rocket` links keep working) and before the table of contents is made
// (whose entries show the emoji). A page title stays as written, as Docusaurus reads it from the text.
//
// What remark-emoji does with Docusaurus's options (none): each shortcode node-emoji knows becomes its
// emoji. node-emoji is required from node_modules (compile.js leaves it out of the bundle) by the
// first page with something like a shortcode: its emoji data, a quarter of a megabyte of code, was
// compiled and run by every build and parse worker of every site (about 45 ms each).
import { createRequire } from 'node:module';
import type { Nodes, Root } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import { toString } from 'mdast-util-to-string';
import type * as NodeEmoji from 'node-emoji';
import type { PageHeading } from './headings.ts';
import { walk } from './walk.ts';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;
const SHORTCODES = new RegExp(SHORTCODE.source, 'g');

let nodeEmoji: typeof NodeEmoji | undefined;
const emojiOf = (shortcode: string) => (nodeEmoji ??= createRequire(import.meta.url)('node-emoji') as typeof NodeEmoji).get(shortcode);

/** remark-emoji's transform: a shortcode node-emoji does not know stays as written. */
function replaceShortcodes(tree: Root): void {
  findAndReplace(tree, [[SHORTCODES, (shortcode: string) => emojiOf(shortcode) ?? false]]);
}

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
