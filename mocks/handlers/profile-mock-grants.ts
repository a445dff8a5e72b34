import type { DemoMenu, DemoUser } from '../../server/seed/demo-data.ts';
import { toTree } from '../../server/menu/to-tree.ts';
import { withAncestors } from '../../server/menu/tree-filters.ts';

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  enCode?: string;
}

interface Demo {
  demoUsers: DemoUser[];
  demoGrants: { roleId: string; systems: string[]; modules: string[]; items: string[] }[];
  demoSystems: { id: string; fullName: string; icon: string }[];
  demoMenus: DemoMenu[];
  demoModuleItems: { id: string; moduleId: string; kind: string; fullName: string; enCode: string }[];
}

/** The answer of GET .../Current/Authorize from the demo data, built as server/profile/authorize-routes.ts builds it. */
export function authorizeTrees(userId: string, demo: Demo) {
  const user = demo.demoUsers.find((u) => u.id === userId);
  const admin = user?.isAdministrator === 1;
  const grants = demo.demoGrants.filter((g) => user?.roleIds.includes(g.roleId));
  const systems = demo.demoSystems.filter((s) => admin || grants.some((g) => g.systems.includes(s.id)));
  const menus = demo.demoMenus.filter((m) => systems.some((s) => s.id === m.systemId));
  const nodes: Node[] = [
    ...systems.map((s) => ({ id: s.id, parentId: '-1', fullName: s.fullName, icon: s.icon })),
    ...menus.map((m) => ({ id: m.id, parentId: m.parentId === '-1' ? m.systemId : m.parentId, fullName: m.fullName, icon: m.icon })),
  ];
  const granted = new Set(menus.filter((m) => admin || grants.some((g) => g.modules.includes(m.id))).map((m) => m.id));
  const moduleNodes = withAncestors(nodes, nodes.filter((node) => granted.has(node.id)));
  const itemTree = (kind: string) => {
    const mine = demo.demoModuleItems.filter((i) => i.kind === kind && granted.has(i.moduleId) && (admin || grants.some((g) => g.items.includes(i.id))));
    const leaves = mine.map((i) => ({ id: i.id, parentId: i.moduleId, fullName: i.fullName, icon: '', enCode: i.enCode }));
    const holding = new Set(mine.map((i) => i.moduleId));
    return toTree([...withAncestors(moduleNodes, moduleNodes.filter((node) => holding.has(node.id))), ...leaves]);
  };
  return { module: toTree(moduleNodes), button: itemTree('button'), column: itemTree('column'), form: itemTree('form') };
}
