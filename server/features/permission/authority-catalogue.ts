import type { Db } from '../../core/db/database.ts';

/**
 * Everything base_authorize can grant (contract §8, spec §6's authorize tabs): systems, the menus
 * of each system, each menu's buttons, list columns and form fields (base_module_item) and its
 * data-permission schemes (base_module_scheme, granted as `resource`). Read whole for each request,
 * so what a dialog offers and what a save accepts always agree with the tables. No HTTP here.
 */

export const GRANT_KINDS = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];
export const ITEM_KINDS = ['button', 'column', 'form', 'resource'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** One grantable thing, placed in the authorize tree: systems are roots, menus hang under their parent or system, items under their menu. */
export interface CatalogueEntry {
  id: string;
  kind: GrantKind;
  fullName: string;
  icon: string;
  /** its parent in the authorize tree: '-1' for a system, the parent menu or the system for a menu, the menu for an item */
  parentId: string;
  systemId: string;
  /** the menu an item belongs to ('' for systems and menus) */
  moduleId: string;
  /** enabled, and so is everything above it: only live entries are offered and accepted */
  live: boolean;
}

export type Catalogue = Record<GrantKind, Map<string, CatalogueEntry>>;

/** A menu's parent when it is a top-level menu (JNPF writes -1; 0 and empty are read alike). */
const isTopLevel = (parentId: string | null): boolean => !parentId || parentId === '-1' || parentId === '0';

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [systems, menus, items, schemes] = await Promise.all([
    db.selectFrom('base_system').select(['id', 'fullName', 'icon', 'enabledMark']).orderBy('sortCode').orderBy('id').execute(),
    db.selectFrom('base_module').select(['id', 'parentId', 'systemId', 'fullName', 'icon', 'enabledMark']).orderBy('sortCode').orderBy('id').execute(),
    db.selectFrom('base_module_item').select(['id', 'moduleId', 'kind', 'fullName', 'icon', 'enabledMark']).orderBy('sortCode').orderBy('id').execute(),
    db.selectFrom('base_module_scheme').select(['id', 'moduleId', 'fullName', 'enabledMark']).orderBy('sortCode').orderBy('id').execute(),
  ]);
  const catalogue: Catalogue = { system: new Map(), module: new Map(), button: new Map(), column: new Map(), form: new Map(), resource: new Map() };
  for (const row of systems) {
    catalogue.system.set(row.id, {
      id: row.id,
      kind: 'system',
      fullName: row.fullName ?? '',
      icon: row.icon ?? '',
      parentId: '-1',
      systemId: row.id,
      moduleId: '',
      live: row.enabledMark === 1,
    });
  }
  const menuRows = new Map(menus.map((row) => [row.id, row]));
  // A menu is live when it, every menu above it and its system are enabled (a dangling parent is not).
  const liveMenu = new Map<string, boolean>();
  const isLive = (id: string, seen: Set<string>): boolean => {
    const known = liveMenu.get(id);
    if (known !== undefined) return known;
    const row = menuRows.get(id);
    let live = false;
    if (row && row.enabledMark === 1 && !seen.has(id) && catalogue.system.get(row.systemId ?? '')?.live) {
      seen.add(id);
      live = isTopLevel(row.parentId) || isLive(row.parentId ?? '', seen);
    }
    liveMenu.set(id, live);
    return live;
  };
  for (const row of menus) {
    catalogue.module.set(row.id, {
      id: row.id,
      kind: 'module',
      fullName: row.fullName ?? '',
      icon: row.icon ?? '',
      parentId: isTopLevel(row.parentId) ? (row.systemId ?? '') : (row.parentId ?? ''),
      systemId: row.systemId ?? '',
      moduleId: '',
      live: isLive(row.id, new Set()),
    });
  }
  const itemEntry = (row: { id: string; moduleId: string | null; fullName: string | null; enabledMark: number | null }, kind: ItemKind, icon: string) => {
    const menu = catalogue.module.get(row.moduleId ?? '');
    catalogue[kind].set(row.id, {
      id: row.id,
      kind,
      fullName: row.fullName ?? '',
      icon,
      parentId: row.moduleId ?? '',
      systemId: menu?.systemId ?? '',
      moduleId: row.moduleId ?? '',
      live: row.enabledMark === 1 && (menu?.live ?? false),
    });
  };
  for (const row of items) if (row.kind === 'button' || row.kind === 'column' || row.kind === 'form') itemEntry(row, row.kind, row.icon ?? '');
  for (const row of schemes) itemEntry(row, 'resource', '');
  return catalogue;
}

/** The kind of a granted item id stored without one (the demo data's itemType 'item'). */
export function itemKindOf(catalogue: Catalogue, id: string): ItemKind | undefined {
  return ITEM_KINDS.find((kind) => catalogue[kind].has(id));
}

/** The menus above a menu (nearest first) and its system: what granting it brings along. */
export function menuStructure(catalogue: Catalogue, menuId: string): { modules: string[]; system: string } {
  const modules: string[] = [];
  let entry = catalogue.module.get(menuId);
  const system = entry?.systemId ?? '';
  for (let guard = 0; entry && guard < 100; guard++) {
    entry = catalogue.module.get(entry.parentId);
    if (entry && !modules.includes(entry.id)) modules.push(entry.id);
  }
  return { modules, system };
}

/**
 * What granting `id` of `kind` brings along so the grant shows (checking a button checks its
 * menu): an item's menu, a menu's ancestors, and the system of either.
 */
export function impliedBy(catalogue: Catalogue, kind: GrantKind, id: string): { system: string[]; module: string[] } {
  if (kind === 'system') return { system: [], module: [] };
  const menuId = kind === 'module' ? id : (catalogue[kind].get(id)?.moduleId ?? '');
  if (!catalogue.module.has(menuId)) return { system: [], module: [] };
  const { modules, system } = menuStructure(catalogue, menuId);
  return { system: system ? [system] : [], module: kind === 'module' ? modules : [menuId, ...modules] };
}
