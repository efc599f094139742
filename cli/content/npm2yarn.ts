// Docusaurus's npm2yarn (@docusaurus/remark-plugin-npm2yarn, which a site turns on in its config): a
// code block whose metastring says `npm2yarn` shows its npm commands in tabs, beside the same commands
// for Yarn and pnpm, converted by the package Docusaurus converts them with (npm-to-yarn). The word
// means nothing else, so the block is read as the plugin reads it; the reader's choice of tab holds
// for every such block (the plugin's `sync`), as one package manager is what a reader uses.
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import convert from 'npm-to-yarn';

/** The word in a code block's metastring that asks for the tabs. */
const NPM2YARN = /(?<![\w-])npm2yarn(?![\w-])/;

/** The tabs, in the plugin's order (npm first, the default), with its labels. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/** The group the tabs share: choosing Yarn in one block chooses it in all. */
const GROUP_ID = 'npm2yarn';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** Replaces every npm2yarn code block of the tree by its tabs, each tab a code block of its own. */
export function expandNpm2Yarn(tree: Root): void {
  const visit = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code' && child.meta && NPM2YARN.test(child.meta)) parent.children[index] = npmTabs(child);
      else if ('children' in child) visit(child as Parent);
    });
  };
  visit(tree);
}

function npmTabs(block: Code): RootContent {
  // The other words of the metastring (a title, highlighted lines) stay with each tab's block.
  const meta = block.meta!.replace(NPM2YARN, '').replace(/\s+/g, ' ').trim() || null;
  const tabs: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [attribute('groupId', GROUP_ID)],
    children: MANAGERS.map(({ value, label }) => ({
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [attribute('value', value), attribute('label', label)],
      children: [{ ...block, meta, value: value === 'npm' ? block.value : convert(block.value, value) }],
      position: block.position,
    })),
    position: block.position,
  };
  return tabs as RootContent;
}
