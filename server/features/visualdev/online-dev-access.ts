import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';

/**
 * Who may use a released design's runtime routes (`/api/visualdev/OnlineDev/{modelId}`). The
 * routes are declared `signed-in` (the design is named by the path, not by a fixed menu code),
 * and each handler asks this: the caller must hold an enabled type-3 menu whose
 * `propertyJson.moduleId` names the design (contract §3); administrators pass. The menu's code is
 * then what its column, form-field and button grants are asked by, as the generic runtime asks
 * an entity's menu (server/core/identity/authorization-service.ts).
 */

/** Menu type 3: a function, an online design's page (contract §3). */
const FUNCTION_MENU = 3;

export interface DesignAccess {
  userId: string;
  isAdministrator: boolean;
  /** the granted menus' codes that open the design (empty for an administrator, who needs none) */
  menuCodes: string[];
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

/** Refuses (401, as a route's missing permission) a caller holding no enabled menu that opens the design. */
export async function assertMayUseDesign(services: Services, userId: string, modelId: string): Promise<DesignAccess> {
  const grants = await services.authorization.grantsOf(userId);
  if (grants.isAdministrator) return { userId, isAdministrator: true, menuCodes: [] };
  const menus =
    grants.modules.size === 0
      ? []
      : await services.db
          .selectFrom('base_module')
          .select(['enCode', 'propertyJson'])
          .where('type', '=', FUNCTION_MENU)
          .where('enabledMark', '=', 1)
          .where('id', 'in', [...grants.modules])
          .execute();
  const menuCodes = [...new Set(menus.filter((menu) => moduleIdOf(menu.propertyJson) === modelId).flatMap((menu) => (menu.enCode ? [menu.enCode] : [])))];
  if (menuCodes.length === 0) throw new AppError('noPermission', { code: 401 });
  return { userId, isAdministrator: false, menuCodes };
}

/**
 * The online list's button codes (JNPF's ModuleButton enCodes for a released design: btn_add,
 * btn_edit, btn_remove, btn_download for the Excel export).
 */
export const DESIGN_BUTTONS = { create: 'btn_add', update: 'btn_edit', delete: 'btn_remove', export: 'btn_download' } as const;

/**
 * Refuses (401) an action whose button the caller is not granted, when the released list design
 * judges buttons (columnData.useBtnPermission) and the menu does (isButtonAuthorize, judged by the
 * authorisation service as for any menu: one of the design's menus passing is enough).
 */
export async function assertDesignButton(services: Services, access: DesignAccess, judged: boolean, button: string): Promise<void> {
  if (!judged || access.isAdministrator) return;
  for (const code of access.menuCodes) if (await services.authorization.hasPermission(access.userId, code, button)) return;
  throw new AppError('noPermission', { code: 401 });
}
