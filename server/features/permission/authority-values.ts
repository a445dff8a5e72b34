import { toTree, withAncestors, type TreeNode } from '../../../common/tree.ts';
import type { Catalogue, CatalogueEntry, GrantKind } from './authority-catalogue.ts';
import { mayHandOut, type Authoriser } from './authority-access.ts';
import type { Holdings } from './authority-holdings.ts';

/** One node of an authorize tab's tree (contract §8 Authority/Data/{objectId}/Values). */
export interface AuthorityNode {
  id: string;
  fullName: string;
  icon: string;
  parentId: string;
  /** what the node is: system, module, or the item kind of the tab */
  type: GrantKind;
}

export interface AuthorityValues {
  /** the tab's tree: systems as roots, menus beneath, the tab's items as leaves */
  list: TreeNode<AuthorityNode>[];
  /** what the object holds of the tab's kind, among `all` */
  ids: string[];
  /** every id of the tab's kind in `list`, i.e. what may be checked (the other nodes are structure) */
  all: string[];
}

const nodeOf = (entry: CatalogueEntry): AuthorityNode => ({
  id: entry.id,
  fullName: entry.fullName,
  icon: entry.icon,
  parentId: entry.parentId,
  type: entry.kind,
});

/** Comma-joined ids as a set; undefined (no restriction) when the request named none at all. */
function idFilter(moduleIds: string | undefined): Set<string> | undefined {
  if (moduleIds === undefined) return undefined;
  return new Set(
    moduleIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}

/**
 * The rows a tab's tree is cut from: the systems alone for the system tab; otherwise every live
 * system and menu (a menu the caller may not check can still stand above one they may), and the
 * item tabs' leaves beneath their menus.
 */
function treeRows(catalogue: Catalogue, kind: GrantKind, leaves: AuthorityNode[]): AuthorityNode[] {
  if (kind === 'system') return leaves;
  const structure = [...catalogue.system.values(), ...catalogue.module.values()].filter((entry) => entry.live).map(nodeOf);
  return kind === 'module' ? structure : [...structure, ...leaves];
}

/**
 * One authorize tab for one object. `system`: the systems. `module`: the menus of the systems
 * `moduleIds` names. Items (`button`, `column`, `form`, `resource`): the items of that kind of the
 * menus `moduleIds` names, under their menus. Without moduleIds every system or menu counts; with
 * it (even empty) only those named. Only live (enabled) entries appear, and for a caller who is no
 * system administrator only what they hold themselves (the rest of the tree is structure).
 */
export function authorityValues(catalogue: Catalogue, caller: Authoriser, holdings: Holdings, kind: GrantKind, moduleIds: string | undefined): AuthorityValues {
  const filter = idFilter(moduleIds);
  // the system tab is not narrowed; the menu tab by system, an item tab by menu
  const named = (entry: CatalogueEntry) => !filter || kind === 'system' || filter.has(kind === 'module' ? entry.systemId : entry.moduleId);
  const selectable = [...catalogue[kind].values()].filter((entry) => entry.live && named(entry) && mayHandOut(caller, kind, entry.id));
  const leaves = selectable.map(nodeOf);
  const shown = withAncestors(treeRows(catalogue, kind, leaves), leaves);
  const all = selectable.map((entry) => entry.id);
  const held = holdings[kind];
  return { list: toTree(shown), ids: all.filter((id) => held.has(id)), all };
}
