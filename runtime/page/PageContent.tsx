// Renders a page's content tree with the registered components; the same code runs on server and browser.
// Page data is treated as untrusted: only content elements, allow-listed props and safe URLs reach React.
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { PageNode } from '../shared/types.ts';
import { expandCodeTokens } from '../shared/code-tokens.ts';
import { hasRequiredProps, isContentElement, safeContentProps } from '../shared/content-props.ts';
import { lookupTable } from '../shared/lookup-table.ts';
import { isExternalUrl } from '../shared/route-path.ts';
import { ExternalIcon, Link } from '../shell/Link.tsx';
import { useMessages } from '../messages-context.ts';
import { externalIconPlace } from './external-icon-place.ts';
import { headingLinkProps, isLinkedHeading, textOf } from './heading-link.ts';
import { siteComponentNamed } from './site-component-registry.ts';
import { componentMember } from '../shared/component-members.ts';
import { Admonition, AdmonitionTitle } from './content/Admonition.tsx';
import { Card, CardGrid } from './content/Card.tsx';
import { CodeBlock } from './content/CodeBlock.tsx';
import { HomeHero } from './content/HomeHero.tsx';
import { TabItem, Tabs } from './content/Tabs.tsx';

// The browser side of runtime/shared/components.ts: every name there that reaches the browser.
const COMPONENTS: Record<string, ComponentType<never>> = lookupTable<ComponentType<never>>({
  Admonition,
  AdmonitionTitle,
  Tabs,
  TabItem,
  CodeBlock,
  Card,
  CardGrid,
  HomeHero,
});

/**
 * Far deeper than the build lets a page nest (cli/content/markdown-limits.ts): only a tampered data
 * file gets here, and it must not overflow the stack.
 */
const MAX_RENDER_DEPTH = 1000;

/** `after`: drawn after the element's children (a content link's icon, placed inside its paragraph). */
export function renderNode(node: PageNode, key?: number, depth = 0, after?: ReactNode): ReactNode {
  if (typeof node === 'string') return node;
  if (!Array.isArray(node) || depth > MAX_RENDER_DEPTH) return null;
  const [type, rawProps, ...children] = node;
  if (typeof type !== 'string') return null;
  if (!isContentElement(type)) return siteComponentElement(type, rawProps, key, children, depth);
  const props = safeContentProps(type, rawProps);
  if (!hasRequiredProps(type, props)) return null;
  if (key !== undefined) props.key = key;
  // A content link goes through the router; an anchor without an address (`<a name>`) stays plain.
  const isLink = type === 'a' && typeof props.href === 'string';
  const component = isLink ? Link : (COMPONENTS[type] ?? type);
  // A link to another site shows the new-tab icon at the end of its text (external-icon-place.ts).
  const iconPlace = isLink ? externalIconPlace(children) : undefined;
  if (iconPlace) props.showExternalIcon = iconPlace.kind === 'after';
  // A highlighted code block's tokens come compact (runtime/shared/code-tokens.ts).
  const rendered = (type === 'code' ? expandCodeTokens(rawProps, children) : children).map((c, i) =>
    renderNode(c, undefined, depth + 1, iconPlace?.kind === 'inChild' && iconPlace.index === i ? externalIconFor(props.href as string) : undefined),
  );
  if (isLinkedHeading(type, props)) rendered.push(createElement(HeadingLink, { id: props.id, text: textOf(children), depth: depth + 1 }));
  if (after !== undefined) rendered.push(after);
  return createElement(component as unknown as string, props, ...rendered);
}

/** A heading's direct link, labelled in the site's language. */
function HeadingLink({ id, text, depth }: { id: string; text: string; depth: number }): ReactNode {
  const messages = useMessages();
  return renderNode(['a', headingLinkProps(id, messages.headingLinkLabel(text)), '\u200b'], undefined, depth);
}

/** The new-tab icon of a link to `href`, drawn inside its last paragraph: none for a link of this site. */
function externalIconFor(href: string): ReactNode {
  return isExternalUrl(href) ? createElement(ExternalIcon) : undefined;
}

/**
 * A site component (site.config.ts `components`) with its literal props, or a member of one
 * (`BackendTabs.TabItem`, component-members.ts) with the same props filter; nothing when it is not
 * registered or has no such member.
 */
function siteComponentElement(type: string, rawProps: unknown, key: number | undefined, children: PageNode[], depth: number): ReactNode {
  const [root, ...members] = type.split('.');
  const entry = siteComponentNamed(root);
  if (!entry) return null;
  const component = members.length === 0 ? entry.component : componentMember(entry.component, members);
  if (component === undefined) return null;
  const props = entry.props(rawProps);
  if (key !== undefined) props.key = key;
  return createElement(component as ComponentType<Record<string, unknown>>, props, ...children.map((c) => renderNode(c, undefined, depth + 1)));
}

export function PageContent({ nodes }: { nodes: PageNode[] }) {
  return <>{Array.isArray(nodes) ? nodes.map((node, i) => renderNode(node, i)) : null}</>;
}
