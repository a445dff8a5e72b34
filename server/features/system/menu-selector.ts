import type { Db } from '../../core/db/database.ts';
import { toTree, withoutSubtree } from '../../../common/tree.ts';

/** A directory (type 1), the only kind of menu another menu may sit under (contract §3). */
const DIRECTORY = 1;
/** "0" in place of a system id: every application, each as a type-0 root over its directories. */
const EVERY_SYSTEM = '0';

interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  systemId: string;
  sortCode: number;
}

/**
 * The parent-menu picker's tree (contract §3 GET /api/system/Menu/Selector/{id}/{systemId}):
 * the enabled directories of one application (of every application under its own node when the
 * system is "0"), of one category when asked (Web or App), without the menu `{id}` being edited
 * and what lies beneath it, since a menu cannot move under itself.
 */
export async function menuSelector(db: Db, query: { id: string; systemId: string; category?: string }) {
  let menus = db.selectFrom('base_module').selectAll().where('type', '=', DIRECTORY).where('enabledMark', '=', 1);
  if (query.systemId !== EVERY_SYSTEM) menus = menus.where('systemId', '=', query.systemId);
  if (query.category) menus = menus.where('category', '=', query.category);
  const rows = await menus.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
  const nodes: SelectorNode[] = rows.map((row) => ({
    id: row.id,
    // Under "0" a top-level directory hangs under its application's node.
    parentId: query.systemId === EVERY_SYSTEM && (row.parentId ?? '-1') === '-1' ? String(row.systemId ?? '') : String(row.parentId ?? '-1'),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    icon: row.icon ?? '',
    type: row.type ?? DIRECTORY,
    systemId: row.systemId ?? '',
    sortCode: row.sortCode ?? 0,
  }));
  if (query.systemId === EVERY_SYSTEM) {
    const systems = await db.selectFrom('base_system').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    nodes.unshift(
      ...systems.map((system) => ({
        id: system.id,
        parentId: '-1',
        fullName: system.fullName ?? '',
        enCode: system.enCode ?? '',
        icon: system.icon ?? '',
        type: 0,
        systemId: system.id,
        sortCode: system.sortCode ?? 0,
      })),
    );
  }
  return toTree(withoutSubtree(nodes, query.id));
}
