/**
 * The check rules of the authorisation trees (JNPF's el-tree with linked checks): what is chosen is
 * a set of leaves; a branch is checked when all its leaves are, half checked when some are.
 * Checking a branch checks every leaf below it, so checking a menu checks its buttons and checking a
 * button shows its menu (half) checked. What is granted is every checked or half-checked node, as
 * JNPF sends getCheckedKeys with getHalfCheckedKeys. Pure, so the component only draws.
 */

/** A node as `Authority/Data/{objectId}/Values` answers it (contract §8); ids are unique within one tree. */
export interface AuthorizeNode {
  id: string;
  fullName: string;
  icon?: string | null;
  parentId?: string | null;
  type?: string | null;
  children?: AuthorizeNode[] | null;
  hasChildren?: boolean;
}

export type CheckState = 'checked' | 'half' | 'none';

/** A tree read once: the lookups the check rules and the drawing need. */
export interface TreeIndex {
  roots: readonly AuthorizeNode[];
  /** every node, depth first as drawn, with its depth */
  order: readonly { node: AuthorizeNode; depth: number }[];
  /** every node's id */
  ids: ReadonlySet<string>;
  /** the leaves at or below each node (a leaf's is itself) */
  leavesOf: ReadonlyMap<string, readonly string[]>;
  /** every leaf's id */
  leaves: readonly string[];
  /** the ids of the nodes with children */
  branches: readonly string[];
}

const childrenOf = (node: AuthorizeNode): readonly AuthorizeNode[] => node.children ?? [];

/** Reads a tree once. A node whose id came earlier in the tree is left out (ids are unique by contract). */
export function indexTree(roots: readonly AuthorizeNode[]): TreeIndex {
  const order: { node: AuthorizeNode; depth: number }[] = [];
  const leavesOf = new Map<string, string[]>();
  const ids = new Set<string>();
  const leaves: string[] = [];
  const branches: string[] = [];
  const visit = (node: AuthorizeNode, depth: number): readonly string[] => {
    if (ids.has(node.id)) return [];
    ids.add(node.id);
    order.push({ node, depth });
    const children = childrenOf(node);
    if (children.length === 0) {
      leaves.push(node.id);
      leavesOf.set(node.id, [node.id]);
      return [node.id];
    }
    branches.push(node.id);
    const below = children.flatMap((child) => visit(child, depth + 1));
    leavesOf.set(node.id, below);
    return below;
  };
  roots.forEach((root) => visit(root, 0));
  return { roots, order, ids, leavesOf, leaves, branches };
}

/** Each node's state for the chosen leaves. */
export function checkStates(index: TreeIndex, chosen: ReadonlySet<string>): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  for (const [id, leaves] of index.leavesOf) {
    const count = leaves.reduce((sum, leaf) => sum + (chosen.has(leaf) ? 1 : 0), 0);
    states.set(id, count === 0 ? 'none' : count === leaves.length ? 'checked' : 'half');
  }
  return states;
}

/** The chosen leaves after checking (on) or unchecking a node: all its leaves follow it. */
export function toggleNode(index: TreeIndex, chosen: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(chosen);
  for (const leaf of index.leavesOf.get(id) ?? []) {
    if (on) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/** Every leaf chosen, or none. */
export const allOrNone = (index: TreeIndex, on: boolean): Set<string> => new Set(on ? index.leaves : []);

/** The state of the whole tree, for the check-all box. */
export function treeState(index: TreeIndex, chosen: ReadonlySet<string>): CheckState {
  const count = index.leaves.reduce((sum, leaf) => sum + (chosen.has(leaf) ? 1 : 0), 0);
  return count === 0 ? 'none' : count === index.leaves.length ? 'checked' : 'half';
}

/**
 * The ids granted: every checked or half-checked node, depth first. A branch is granted through
 * its leaves only: a stored branch id whose leaves are all unchosen is not granted again.
 */
export function grantedIds(index: TreeIndex, chosen: ReadonlySet<string>): string[] {
  const states = checkStates(index, chosen);
  return index.order.map(({ node }) => node.id).filter((id) => states.get(id) !== 'none');
}

/** The leaves of this tree among the chosen ones (a leaf of a tree read earlier may be gone). */
export const chosenLeaves = (index: TreeIndex, chosen: ReadonlySet<string>): string[] => index.leaves.filter((leaf) => chosen.has(leaf));
