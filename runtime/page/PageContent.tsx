// Renders a page's content tree with the registered components; the same code runs on server and browser.
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { PageNode } from '../shared/types.ts';
import { ContentLink } from '../shell/Link.tsx';
import { Admonition } from './content/Admonition.tsx';
import { Card, CardGrid } from './content/Card.tsx';
import { CodeBlock } from './content/CodeBlock.tsx';
import { HomeHero } from './content/HomeHero.tsx';
import { TabItem, Tabs } from './content/Tabs.tsx';

// The browser side of runtime/shared/components.ts: every name there that reaches the browser.
const COMPONENTS: Record<string, ComponentType<never>> = {
  Admonition,
  Tabs,
  TabItem,
  CodeBlock,
  Card,
  CardGrid,
  HomeHero,
  a: ContentLink,
};

export function renderNode(node: PageNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component = COMPONENTS[type] ?? type;
  return createElement(component as unknown as string, key === undefined ? props : { ...props, key }, ...children.map((c) => renderNode(c)));
}

export function PageContent({ nodes }: { nodes: PageNode[] }) {
  return <>{nodes.map((node, i) => renderNode(node, i))}</>;
}
