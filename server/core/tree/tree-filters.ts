/**
 * Pure helpers for flat rows that form a tree by parentId, shared by the CRUD runtime and the
 * feature routes so every tree is filtered alike.
 */
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
