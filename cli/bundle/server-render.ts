// The server render module the runtime bundle made, with the site's components registered in it:
// loaded the same way by the build's main thread and by its workers.
import { pathToFileURL } from 'node:url';
import { componentMember, componentMemberNames, MAX_MEMBER_DEPTH } from '../../runtime/shared/component-members.ts';
import type { BootData } from '../../runtime/shared/types.ts';

interface ServerModule {
  renderApp: (boot: BootData) => string;
  registerSiteComponent: (name: string, component: unknown) => void;
}

/**
 * The members each registered component has, by path: "BackendTabs" -> ["TabItem"], and
 * "BackendTabs.TabItem" -> its own members, when it has any. What the check of `<X.Member>` in
 * content reads (check/component-members.ts).
 */
export type ComponentMemberTree = Record<string, string[]>;

export interface ServerRender {
  renderApp: (boot: BootData) => string;
  members: ComponentMemberTree;
}

/** The members of each component, to MAX_MEMBER_DEPTH (a member that holds its parent is listed once). */
function memberTree(components: Record<string, unknown>): ComponentMemberTree {
  const tree: ComponentMemberTree = {};
  const visit = (pathName: string, component: unknown, depth: number, seen: Set<unknown>) => {
    const names = componentMemberNames(component);
    tree[pathName] = names;
    if (depth >= MAX_MEMBER_DEPTH) return;
    for (const name of names) {
      const member = componentMember(component, [name]);
      if (!seen.has(member)) visit(`${pathName}.${name}`, member, depth + 1, new Set([...seen, member]));
    }
  };
  for (const [name, component] of Object.entries(components)) visit(name, component, 0, new Set([component]));
  return tree;
}

export async function loadServerRender(serverFile: string, siteComponentsFile?: string): Promise<ServerRender> {
  const server = (await import(pathToFileURL(serverFile).href)) as ServerModule;
  let members: ComponentMemberTree = {};
  if (siteComponentsFile) {
    const components = (await import(pathToFileURL(siteComponentsFile).href)) as Record<string, unknown>;
    for (const [name, component] of Object.entries(components)) server.registerSiteComponent(name, component);
    members = memberTree(components);
  }
  return { renderApp: server.renderApp, members };
}
