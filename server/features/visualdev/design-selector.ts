import type { Db } from '../../core/db/database.ts';
import { categoryTree, type CategoryNode } from '../../core/db/category-tree.ts';

/**
 * `GET /api/visualdev/Base/Selector` (contract §7.1): the designs a designer may point a related
 * form at, as a `ListVO` tree: the `webDesign` dictionary's categories (nested as the dictionary
 * nests them) with their designs as leaves. Released designs only unless `isRelease=0` asks for
 * drafts too (a relation form reads the released snapshot, so a draft would open nothing).
 * Categories holding no design are left out; a design whose category is gone is a root leaf.
 * Every signed-in user may read it, so it carries names and codes, never a design.
 */

export interface SelectorQuery {
  type?: number;
  webType?: number;
  enableFlow?: number;
  /** 1 (the default): released designs only; 0: every design */
  isRelease?: number;
}

export interface DesignNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children: DesignNode[] | null;
  /** leaves only: what the design is */
  type?: number;
  webType?: number;
  enableFlow?: number;
}

/** The dictionary of design categories (contract §7.1). */
const CATEGORY_DICTIONARY = 'webDesign';

async function designsFor(db: Db, query: SelectorQuery) {
  let designs = db.selectFrom('base_visual_dev').select(['id', 'fullName', 'enCode', 'category', 'type', 'webType', 'enableFlow']).where('enabledMark', '=', 1);
  if (query.isRelease !== 0) designs = designs.where('state', '=', 1);
  if (query.type !== undefined) designs = designs.where('type', '=', query.type);
  if (query.webType !== undefined) designs = designs.where('webType', '=', query.webType);
  if (query.enableFlow !== undefined) designs = designs.where('enableFlow', '=', query.enableFlow);
  return designs.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
}

export async function designSelector(db: Db, query: SelectorQuery): Promise<(CategoryNode<DesignNode> | DesignNode)[]> {
  const leafOf = (design: Awaited<ReturnType<typeof designsFor>>[number]): DesignNode => ({
    id: design.id,
    parentId: design.category ?? '',
    fullName: design.fullName ?? '',
    enCode: design.enCode ?? '',
    type: design.type ?? 1,
    webType: design.webType ?? 2,
    enableFlow: design.enableFlow ?? 0,
    hasChildren: false,
    children: null,
  });
  return categoryTree(db, CATEGORY_DICTIONARY, await designsFor(db, query), (design) => design.category ?? '', leafOf);
}
