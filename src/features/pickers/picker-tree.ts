/**
 * The tree node the selector endpoints send (spec lowcode §3 "Tree node") and the pure rules
 * of the pickers over it (spec lowcode §4 "Pickers"), kept apart from the views so they are
 * tested on their own.
 */
export interface PickerNode {
  id: string;
  fullName: string;
  /** company, department, position, role, group, user, or a grouping node's own type */
  type?: string;
  icon?: string;
  headIcon?: string;
  isLeaf?: boolean;
  hasChildren?: boolean;
  disabled?: boolean;
  /** unique within the tree when a record shows under several parents */
  onlyId?: string;
  children?: PickerNode[] | null;
}

/** One chosen entry: the record's id, its name and, for organisations, the id path from the root. */
export interface PickerItem {
  id: string;
  fullName: string;
  type?: string;
  headIcon?: string;
  /** ids from the root down to this node (the organisation picker's value) */
  path?: string[];
  /** names along the path (the organisation picker's change event) */
  pathNames?: string[];
}

export const nodeKey = (node: PickerNode) => node.onlyId ?? node.id;

/** Every node with the ids and names above it, depth first. */
export function walk(
  nodes: PickerNode[],
  above: { ids: string[]; names: string[] } = { ids: [], names: [] },
): { node: PickerNode; path: string[]; pathNames: string[] }[] {
  return nodes.flatMap((node) => {
    const path = [...above.ids, node.id];
    const pathNames = [...above.names, node.fullName];
    return [{ node, path, pathNames }, ...walk(node.children ?? [], { ids: path, names: pathNames })];
  });
}

/** The nodes whose name matches the keyword, with their ancestors (and a match's whole subtree). */
export function filterTree(nodes: PickerNode[], keyword: string): PickerNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return nodes;
  return nodes.flatMap((node) => {
    if (node.fullName.toLowerCase().includes(word)) return [node];
    const children = filterTree(node.children ?? [], word);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The item a node click chooses: the node, with its path when the tree gave one. */
export function itemOf(node: PickerNode, path?: string[], pathNames?: string[]): PickerItem {
  return { id: node.id, fullName: node.fullName, type: node.type, headIcon: node.headIcon, ...(path ? { path, pathNames } : {}) };
}

const sameItem = (a: PickerItem, b: PickerItem) => (a.path && b.path ? a.path.join('/') === b.path.join('/') : a.id === b.id);

/**
 * A node click (spec lowcode §4): single mode replaces the selection; multiple mode adds the
 * item unless it (or, for organisations, the same path) is already there.
 */
export function pick(selected: PickerItem[], item: PickerItem, multiple: boolean): PickerItem[] {
  if (!multiple) return [item];
  return selected.some((chosen) => sameItem(chosen, item)) ? selected : [...selected, item];
}

export function unpick(selected: PickerItem[], item: PickerItem): PickerItem[] {
  return selected.filter((chosen) => !sameItem(chosen, item));
}

/** Ids kept in a string field are comma-joined (a user's roleId "a,b"); arrays stay arrays. */
export function idsOfValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === 'string' && value !== '') return value.split(',').filter(Boolean);
  return [];
}
