import type { DemoMenu, DemoUser } from '../../server/seed/demo-data.ts';

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  enCode?: string;
  hasChildren?: boolean;
  children?: Node[];
}

interface Demo {
  demoUsers: DemoUser[];
  demoGrants: { roleId: string; systems: string[]; modules: string[]; items: string[] }[];
  demoSystems: { id: string; fullName: string; icon: string }[];
  demoMenus: DemoMenu[];
  demoModuleItems: { id: string; moduleId: string; kind: string; fullName: string; enCode: string }[];
}

function nest(rows: Node[]): Node[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row, hasChildren: false } as Node]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

function withAncestors(all: Node[], keepIds: Set<string>): Node[] {
  const byId = new Map(all.map((node) => [node.id, node]));
  const keep = new Set<string>();
  for (const id of keepIds) for (let node = byId.get(id); node && !keep.has(node.id); node = byId.get(node.parentId)) keep.add(node.id);
  return all.filter((node) => keep.has(node.id));
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
  const moduleNodes = withAncestors(nodes, granted);
  const itemTree = (kind: string) => {
    const mine = demo.demoModuleItems.filter((i) => i.kind === kind && granted.has(i.moduleId) && (admin || grants.some((g) => g.items.includes(i.id))));
    const leaves = mine.map((i) => ({ id: i.id, parentId: i.moduleId, fullName: i.fullName, icon: '', enCode: i.enCode }));
    return nest([...withAncestors(moduleNodes, new Set(mine.map((i) => i.moduleId))), ...leaves]);
  };
  return { module: nest(moduleNodes), button: itemTree('button'), column: itemTree('column'), form: itemTree('form') };
}
