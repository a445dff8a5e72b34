import type { Db } from '../../core/db/database.ts';
import { categoryTree, type CategoryNode } from '../../core/db/category-tree.ts';

/**
 * The enabled interfaces for the pickers that choose one (a form designer's data source, an
 * option widget's): `Selector`, the tree of the DataInterfaceType dictionary's categories with
 * their interfaces as leaves, and `getList`, the same interfaces flat. Every signed-in user may
 * read these, so they carry what identifies an interface, never its statement, URL or headers.
 */

/** What a picker may know of an interface. */
export interface InterfaceSummary {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: string;
  dataType: number;
  requestMethod: string;
  checkType: number;
  sortCode: number;
  enabledMark: number;
}

export interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode?: string;
  hasChildren: boolean;
  children: SelectorNode[] | null;
  categoryId?: string;
  dataType?: number;
  requestMethod?: string;
  checkType?: number;
}

/** The dictionary holding the interface categories (contract §4.11). */
const CATEGORY_DICTIONARY = 'DataInterfaceType';

export async function enabledInterfaces(db: Db): Promise<InterfaceSummary[]> {
  const rows = await db
    .selectFrom('base_data_interface')
    .select(['id', 'fullName', 'enCode', 'categoryId', 'dataType', 'requestMethod', 'checkType', 'sortCode', 'enabledMark'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    categoryId: row.categoryId ?? '',
    dataType: row.dataType ?? 1,
    requestMethod: row.requestMethod ?? '',
    checkType: row.checkType ?? 0,
    sortCode: row.sortCode ?? 0,
    enabledMark: row.enabledMark ?? 1,
  }));
}

const leafOf = (summary: InterfaceSummary): SelectorNode => ({
  id: summary.id,
  parentId: summary.categoryId,
  fullName: summary.fullName,
  enCode: summary.enCode,
  categoryId: summary.categoryId,
  dataType: summary.dataType,
  requestMethod: summary.requestMethod,
  checkType: summary.checkType,
  hasChildren: false,
  children: null,
});

/**
 * The category tree (categories nested as the dictionary nests them) with each category's enabled
 * interfaces under it (server/core/db/category-tree.ts).
 */
export async function interfaceSelector(db: Db): Promise<(CategoryNode<SelectorNode> | SelectorNode)[]> {
  return categoryTree(db, CATEGORY_DICTIONARY, await enabledInterfaces(db), (summary) => summary.categoryId, leafOf);
}
