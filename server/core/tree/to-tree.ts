/**
 * Nests flat rows by parentId (contract §1.3): a node is a root when no row has its parentId
 * as id. Leaves get hasChildren false and no children array.
 */
export type TreeNode<T> = T & { hasChildren: boolean; children?: TreeNode<T>[] };

export function toTree<T extends { id: string; parentId: string | null }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, hasChildren: false });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) {
      parent.children = parent.children ?? [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
