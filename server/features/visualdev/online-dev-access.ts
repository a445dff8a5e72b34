import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';
import { relationColumnsOf } from './online-dev-relation-access.ts';

/**
 * Who may use a released design's runtime routes (`/api/visualdev/OnlineDev/{modelId}`) and the
 * related-form picker's records (`/api/visualdev/Base/{id}/FieldDataSelect`). The routes are
 * declared `signed-in` (the design is named by the path, not by a fixed menu code), and each
 * handler asks this BEFORE it looks the design up: the caller must hold an enabled type-3 menu
 * whose `propertyJson.moduleId` names the design (contract §3); administrators pass. A few reads
 * (the picker's records, one record, the Config a related record's detail is drawn by) are also
 * open to a caller who may open a design whose form picks records of this one
 * (online-dev-relation-access.ts), cut to the columns that form shows.
 *
 * Everyone else is answered the generic 数据不存在 (400), whether the design exists or not: a
 * refusal told apart from "no such design" would say which ids are released designs (and the
 * routes are declared `signed-in`, so a signed-in caller is never told 401 for an id that names
 * nothing, tests/server/route-matrix.test.ts). The menu's code is then what its column, form-field
 * and button grants are asked by, as the generic runtime asks an entity's menu
 * (server/core/identity/authorization-service.ts).
 */

/** Menu type 3: a function, an online design's page (contract §3). */
const FUNCTION_MENU = 3;

export interface DesignAccess {
  userId: string;
  isAdministrator: boolean;
  /** the granted menus' codes that open the design (empty for an administrator, who needs none, and for a related-form reader) */
  menuCodes: string[];
  /**
   * For a caller holding no menu of the design: the design's fields (its `__vModel__`s) the
   * related-form widgets of the designs they may open show; null for a menu holder or an administrator.
   */
  relationFields: ReadonlySet<string> | null;
}

/** The `propertyJson.moduleId` of a stored menu, or '' when it names none. */
function moduleIdOf(text: string | null): string {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    const moduleId = value && typeof value === 'object' ? (value as { moduleId?: unknown }).moduleId : undefined;
    return typeof moduleId === 'string' ? moduleId : '';
  } catch {
    return '';
  }
}

/** The designs a caller may open: administrator, or the codes of their enabled type-3 menus by the design each opens. */
async function openedDesigns(services: Services, userId: string): Promise<{ isAdministrator: boolean; menus: Map<string, string[]> }> {
  const grants = await services.authorization.grantsOf(userId);
  const menus = new Map<string, string[]>();
  if (grants.isAdministrator || grants.modules.size === 0) return { isAdministrator: grants.isAdministrator, menus };
  const rows = await services.db
    .selectFrom('base_module')
    .select(['enCode', 'propertyJson'])
    .where('type', '=', FUNCTION_MENU)
    .where('enabledMark', '=', 1)
    .where('id', 'in', [...grants.modules])
    .execute();
  for (const row of rows) {
    const designId = moduleIdOf(row.propertyJson);
    if (!designId || !row.enCode) continue;
    const codes = menus.get(designId) ?? [];
    if (!codes.includes(row.enCode)) codes.push(row.enCode);
    menus.set(designId, codes);
  }
  return { isAdministrator: false, menus };
}

/** The refusal of a caller who may not use the design: the same answer as for an id that names no released design. */
const refused = (): AppError => new AppError('recordNotFound');

/** Refuses (数据不存在) a caller holding no enabled menu that opens the design. */
export async function assertMayUseDesign(services: Services, userId: string, modelId: string): Promise<DesignAccess> {
  const { isAdministrator, menus } = await openedDesigns(services, userId);
  if (isAdministrator) return { userId, isAdministrator: true, menuCodes: [], relationFields: null };
  const menuCodes = menus.get(modelId) ?? [];
  if (menuCodes.length === 0) throw refused();
  return { userId, isAdministrator: false, menuCodes, relationFields: null };
}

/**
 * As assertMayUseDesign, and also lets through (with the fields they may read) a caller who may
 * open a released design whose form holds a related-form widget picking records of this one.
 */
export async function assertMayReadDesign(services: Services, userId: string, modelId: string): Promise<DesignAccess> {
  const { isAdministrator, menus } = await openedDesigns(services, userId);
  if (isAdministrator) return { userId, isAdministrator: true, menuCodes: [], relationFields: null };
  const menuCodes = menus.get(modelId) ?? [];
  if (menuCodes.length > 0) return { userId, isAdministrator: false, menuCodes, relationFields: null };
  const relationFields = await relationColumnsOf(services, [...menus.keys()], modelId);
  if (!relationFields) throw refused();
  return { userId, isAdministrator: false, menuCodes: [], relationFields };
}

/**
 * The online list's button codes (JNPF's ModuleButton enCodes for a released design: 'btn_' and
 * the btnsList / columnBtnsList value, as the browser guards them: src/features/online-dev/list-buttons.ts).
 */
export const DESIGN_BUTTONS = {
  create: 'btn_add',
  update: 'btn_edit',
  delete: 'btn_remove',
  batchDelete: 'btn_batchRemove',
  export: 'btn_download',
} as const;

/**
 * Refuses (401: the caller holds the page, the button is what they lack) an action whose button
 * the caller is not granted when the menu judges buttons (isButtonAuthorize, judged by the
 * authorisation service as for any menu: one of the design's menus passing is enough). The list
 * design's useBtnPermission only sets a new menu's flag at release (design-release.ts); the
 * menu's flag, which the menu page may change since, is what decides.
 */
export async function assertDesignButton(services: Services, access: DesignAccess, button: string): Promise<void> {
  if (access.isAdministrator) return;
  for (const code of access.menuCodes) if (await services.authorization.hasPermission(access.userId, code, button)) return;
  throw new AppError('noPermission', { code: 401 });
}
