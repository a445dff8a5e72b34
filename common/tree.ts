/**
 * Flat rows that form a tree by parentId (contract §1.3): nesting and filtering, written once for
 * the server's lists and pickers and the offline demo, so every tree is built and filtered alike.
 */
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

export interface Linked {
  id: string;
  parentId: string | null;
}

/** The rows matching, plus every ancestor of theirs, so a filtered tree is still a tree. */
export function withAncestors<T extends Linked>(rows: T[], matches: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const row of matches) for (let node: T | undefined = row; node && !keep.has(node.id); node = byId.get(node.parentId ?? '')) keep.add(node.id);
  return rows.filter((row) => keep.has(row.id));
}

/** The rows without the given one and everything below it (a node cannot move under itself). */
export function withoutSubtree<T extends Linked>(rows: T[], id: string): T[] {
  const excluded = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!excluded.has(row.id) && excluded.has(row.parentId ?? '')) {
        excluded.add(row.id);
        grew = true;
      }
    }
  }
  return rows.filter((row) => !excluded.has(row.id));
}
