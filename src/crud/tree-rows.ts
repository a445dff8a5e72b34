import type { EntityRecord } from '../lib/data/entity-resource.ts';
import type { TreeOption } from './widgets/tree-select-widget.tsx';

/** What a tree row needs: an id, and children either carried (whole trees) or announced (lazy levels). */
export interface TreeNode {
  id: string;
  children?: unknown;
  hasChildren?: unknown;
}

export interface TreeRow<T extends TreeNode = EntityRecord> {
  row: T;
  depth: number;
  /** whether the row can be expanded: it has loaded children, or the server says it has some */
  expandable: boolean;
}

const childrenOf = <T extends TreeNode>(row: T): T[] => (Array.isArray(row.children) ? (row.children as T[]) : []);

/**
 * The rows a tree table shows: each root, and below an expanded row its children, depth-first.
 * Lazily loaded levels (areas) come from `loaded` by parent id; whole trees carry `children`.
 */
export function visibleTreeRows<T extends TreeNode>(
  roots: readonly T[],
  expanded: ReadonlySet<string>,
  loaded: ReadonlyMap<string, T[]> = new Map(),
  depth = 0,
): TreeRow<T>[] {
  return roots.flatMap((row) => {
    const children = loaded.get(row.id) ?? childrenOf(row);
    const expandable = children.length > 0 || row.hasChildren === true;
    const own: TreeRow<T> = { row, depth, expandable };
    return expanded.has(row.id) ? [own, ...visibleTreeRows(children, expanded, loaded, depth + 1)] : [own];
  });
}

/** Every id in a whole tree: what "expand all" opens. */
export function allTreeIds(roots: readonly TreeNode[]): string[] {
  return roots.flatMap((row) => [row.id, ...allTreeIds(childrenOf(row))]);
}

/** A whole tree as parent options, leaving out `exclude` and its descendants (a node cannot move under itself). */
export function parentOptions(roots: EntityRecord[], exclude: string | null, depth = 0): TreeOption[] {
  return roots
    .filter((row) => row.id !== exclude)
    .flatMap((row) => [{ value: row.id, label: String(row.fullName ?? row.id), depth }, ...parentOptions(childrenOf(row), exclude, depth + 1)]);
}
