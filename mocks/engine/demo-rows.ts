import {
  demoAreas,
  demoDictionaries,
  demoGroups,
  demoMenus,
  demoModuleItems,
  demoOrganizes,
  demoPositions,
  demoRoles,
  demoSystems,
  demoUsers,
} from '../../server/features/demo/demo-data.ts';

export type Row = { id: string } & Record<string, unknown>;

/** Rows as the shared tree helpers (common/tree.ts) read them: parentId a string, or null for none. */
export const linked = (rows: readonly Row[]): (Row & { parentId: string | null })[] =>
  rows.map((row) => ({ ...row, parentId: row.parentId === undefined || row.parentId === null ? null : String(row.parentId) }));

/**
 * The offline demo's starting rows, keyed by generated resource name (common/generated): the server's
 * demo data (server/features/demo/demo-data.ts) as the entity forms hold it. Every other entity starts empty.
 */
export function demoRows(): Record<string, Row[]> {
  const row = <T extends { id: string }>(item: T, sortCode: number): Row => ({ enabledMark: 1, sortCode, description: '', ...item });
  return {
    organize: demoOrganizes.map(row),
    position: demoPositions.map(row),
    role: demoRoles.map(row),
    group: demoGroups.map(row),
    area: demoAreas.map(row),
    system: demoSystems.map(row),
    menu: demoMenus.map(row),
    moduleItem: demoModuleItems.map(row),
    // The user form holds its links as comma-joined ids.
    user: demoUsers.map(({ roleIds, positionIds, groupIds, ...user }, index) =>
      row({ ...user, roleId: roleIds.join(','), positionId: positionIds.join(','), groupId: groupIds.join(',') }, index),
    ),
    dictionaryType: demoDictionaries.map(({ items: _items, ...type }, index) => row({ ...type, parentId: '-1' }, index)),
    dictionaryData: demoDictionaries.flatMap((type) => type.items.map((item, index) => row({ parentId: '0', ...item, dictionaryTypeId: type.id }, index))),
  };
}
