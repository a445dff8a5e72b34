/** Rows of a tree in display order with their depth, skipping the children of collapsed nodes. */
export function visibleRows<T extends { id: string; children?: T[] | null }>(nodes: T[], expanded: Set<string>, depth = 0): { node: T; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(expanded.has(node.id) ? visibleRows(node.children ?? [], expanded, depth + 1) : [])]);
}

export function allIds<T extends { id: string; children?: T[] | null }>(nodes: T[]): string[] {
  return nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);
}

/** Keeps the nodes whose name contains the filter, with their ancestors. */
export function filterTree<T extends { fullName: string; children?: T[] | null }>(nodes: T[], filter: string): T[] {
  if (!filter) return nodes;
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], filter);
    return node.fullName.includes(filter) || children.length > 0 ? [{ ...node, children }] : [];
  });
}
