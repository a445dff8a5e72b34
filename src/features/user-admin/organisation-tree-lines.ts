import type { OrganisationNode } from './user-admin-api.ts';

/** One shown line of the organisation tree. */
export interface TreeLine {
  node: OrganisationNode;
  depth: number;
  hasChildren: boolean;
  open: boolean;
}

const childrenOf = (node: OrganisationNode): OrganisationNode[] => node.children ?? [];

/**
 * The lines the tree shows, depth-first. Without a keyword: the children of open nodes only. With
 * one: the nodes whose name holds it and the nodes above them, all open (as FE347's el-tree filter
 * shows them), so a company of a large group is found without opening every branch.
 */
export function treeLines(nodes: readonly OrganisationNode[], expanded: ReadonlySet<string>, keyword: string): TreeLine[] {
  const wanted = keyword.trim();
  const walk = (level: readonly OrganisationNode[], depth: number): TreeLine[] =>
    level.flatMap((node) => {
      const children = childrenOf(node);
      if (wanted) {
        const below = walk(children, depth + 1);
        if (!node.fullName.includes(wanted) && below.length === 0) return [];
        return [{ node, depth, hasChildren: below.length > 0, open: true }, ...below];
      }
      const open = expanded.has(node.id);
      return [{ node, depth, hasChildren: children.length > 0, open }, ...(open ? walk(children, depth + 1) : [])];
    });
  return walk(nodes, 0);
}

/** Every node that has children: what "expand all" opens. */
export function branchIds(nodes: readonly OrganisationNode[]): string[] {
  return nodes.flatMap((node) => (childrenOf(node).length > 0 ? [node.id, ...branchIds(childrenOf(node))] : []));
}
