import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { designTextsOf } from './design-texts.ts';

/**
 * The type-3 menu a released design opens from (contract §3: type 3 "功能", `urlAddress`
 * `model/{enCode without dots}` on the Web, `/pages/apply/dynamicModel/index?id={moduleId}` in the
 * App, `propertyJson` a JSON string naming the design as `moduleId`). One menu per design and
 * category: found again on a re-release by its `propertyJson.moduleId`, and then renamed and moved
 * (its code, address and judging flags stay, so grants, bookmarks and open tabs keep working).
 */

/** A menu a design may sit under: a directory (the parent-menu picker offers nothing else). */
const DIRECTORY = 1;
const FUNCTION = 3;
/** The parent of a top-level menu. */
const ROOT = '-1';
const ICON = 'icon-ym icon-ym-webForm';
/** Menu codes are at most 50 characters (schemas/menu.schema.json). */
const MAX_CODE = 50;

export type MenuCategory = 'Web' | 'App';

export interface MenuPlacement {
  category: MenuCategory;
  /** the directory the menu goes under, or -1 for a top-level menu of `systemId` */
  parentId: string;
  /** the application; when absent, the parent directory's */
  systemId?: string;
}

interface DesignNaming {
  id: string;
  fullName: string;
  enCode: string;
}

/**
 * Whether a new menu judges its buttons, columns, form fields and data (spec §6): the list design's
 * use…Permission flags. A menu released before keeps its own (the menu page may have changed them).
 */
export interface MenuJudging {
  isButtonAuthorize: 0 | 1;
  isColumnAuthorize: 0 | 1;
  isFormAuthorize: 0 | 1;
  isDataAuthorize: 0 | 1;
}

const refuse = (key: 'parentRequired' | 'parentMissing'): AppError => new AppError('badRequest', { texts: designTextsOf(key) });

/** The `propertyJson` of a stored menu as an object ({} when it holds anything else). */
function propertiesOf(text: string | null): Record<string, unknown> {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The type-3 menus of one category that open the design (its id as `propertyJson.moduleId`). */
export async function menusOfDesign(
  db: Db,
  designId: string,
  category?: MenuCategory,
): Promise<{ id: string; systemId: string | null; propertyJson: string | null }[]> {
  let query = db.selectFrom('base_module').select(['id', 'systemId', 'propertyJson', 'category']).where('type', '=', FUNCTION);
  if (category) query = query.where('category', '=', category);
  const menus = await query.execute();
  return menus.filter((menu) => propertiesOf(menu.propertyJson).moduleId === designId);
}

/**
 * The application the menu goes into: the parent directory's, which must exist (and be a directory
 * of the menu's category), else the named one. A release asks this before it changes anything.
 */
export async function systemOfPlacement(db: Db, placement: MenuPlacement): Promise<string> {
  if (!placement.parentId) throw refuse('parentRequired');
  if (placement.parentId === ROOT) {
    if (!placement.systemId) throw refuse('parentRequired');
    const system = await db.selectFrom('base_system').select('id').where('id', '=', placement.systemId).executeTakeFirst();
    if (!system) throw new AppError('systemNotFound');
    return system.id;
  }
  const parent = await db.selectFrom('base_module').select(['systemId', 'type', 'category']).where('id', '=', placement.parentId).executeTakeFirst();
  if (!parent || parent.type !== DIRECTORY || (parent.category ?? 'Web') !== placement.category) throw refuse('parentMissing');
  if (placement.systemId && parent.systemId !== placement.systemId) throw refuse('parentMissing');
  return parent.systemId ?? '';
}

/** The design's code as a menu code no other menu of the application holds (a number appended when it is taken). */
async function freeCode(db: Db, systemId: string, enCode: string): Promise<string> {
  const base = enCode.slice(0, MAX_CODE - 3) || 'function';
  for (let number = 0; number < 1000; number += 1) {
    const code = number === 0 ? base : `${base}${number}`;
    const taken = await db.selectFrom('base_module').select('id').where('systemId', '=', systemId).where('enCode', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new AppError('codeNotUnique');
}

const addressOf = (category: MenuCategory, designId: string, code: string): string =>
  category === 'Web' ? `model/${code.replace(/\./g, '')}` : `/pages/apply/dynamicModel/index?id=${designId}`;

/**
 * Creates the design's menu of this category under the placement, or renames and moves the one it
 * already has. Answers the menu's id. Runs inside the release's transaction (`db`).
 */
export async function placeDesignMenu(db: Db, design: DesignNaming, placement: MenuPlacement, judging: MenuJudging, userId: string): Promise<string> {
  const systemId = await systemOfPlacement(db, placement);
  const [existing] = await menusOfDesign(db, design.id, placement.category);
  const now = Date.now();
  if (existing) {
    const properties = { ...propertiesOf(existing.propertyJson), moduleId: design.id };
    const code = existing.systemId === systemId ? null : await freeCode(db, systemId, design.enCode);
    await db
      .updateTable('base_module')
      .set({
        fullName: design.fullName,
        parentId: placement.parentId,
        // a menu moved to another application keeps its code only where that code is free
        ...(code ? { systemId, enCode: code, urlAddress: addressOf(placement.category, design.id, code) } : {}),
        propertyJson: JSON.stringify(properties),
        lastModifyTime: now,
        lastModifyUserId: userId,
      })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const enCode = await freeCode(db, systemId, design.enCode);
  const id = newId();
  const sortCode = await db
    .selectFrom('base_module')
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('parentId', '=', placement.parentId)
    .where('systemId', '=', systemId)
    .executeTakeFirst();
  await db
    .insertInto('base_module')
    .values({
      id,
      parentId: placement.parentId,
      systemId,
      type: FUNCTION,
      fullName: design.fullName,
      enCode,
      icon: ICON,
      urlAddress: addressOf(placement.category, design.id, enCode),
      linkTarget: '_self',
      category: placement.category,
      propertyJson: JSON.stringify({ moduleId: design.id, iconBackgroundColor: '', isTree: 0 }),
      ...judging,
      enabledMark: 1,
      sortCode: Number(sortCode?.sortCode ?? 0) + 1,
      description: '',
      creatorTime: now,
      creatorUserId: userId,
      lastModifyTime: null,
      lastModifyUserId: null,
    })
    .execute();
  return id;
}
