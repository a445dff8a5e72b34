import type { Row } from './demo-rows.ts';

/** Tree helpers of the offline demo's tables (parentId links, contract §1.3). */
export type Tree = Row & { hasChildren: boolean; children?: Tree[] };

/** Nests rows by parentId (contract §1.3 trees); a row whose parent is not among them is a root. */
export function nest(rows: Row[]): Tree[] {
  const nodes = new Map(rows.map((row): [string, Tree] => [row.id, { ...row, hasChildren: false }]));
  const roots: Tree[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node.parentId ?? ''));
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** The rows that match and every ancestor of theirs, in the order of `rows`, so a filtered tree keeps its shape. */
export function withAncestors(rows: Row[], matches: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const match of matches) {
    for (let next: Row | undefined = match; next && !keep.has(next.id); next = byId.get(String(next.parentId))) keep.add(next.id);
  }
  return rows.filter((row) => keep.has(row.id));
}

/** A row's id and every id beneath it (what a parent picker must not offer). */
export function subtree(rows: Row[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  for (let grown = true; grown;) {
    grown = false;
    for (const row of rows) {
      if (ids.has(row.id) || !ids.has(String(row.parentId))) continue;
      ids.add(row.id);
      grown = true;
    }
  }
  return ids;
}
