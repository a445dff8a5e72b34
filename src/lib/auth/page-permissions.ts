import type { MenuItem, PermissionEntry } from './current-user-types.ts';
import { hasBtnP, hasColumnP, hasFormP } from './permissions.ts';

/**
 * What the current page lets the user see (spec §6): each check applies only when the page's menu
 * turns its judge-permission flag on (isButtonAuthorize, isColumnAuthorize, isFormAuthorize,
 * contract §3); then a code must be in the page's permission entry (hasBtnP and friends). With the
 * flag off, or outside a menu page, everything shows, as JNPF does.
 */
export interface PagePermissions {
  button(code: string): boolean;
  column(code: string): boolean;
  form(code: string): boolean;
}

/**
 * The button each action of the generic list page needs: JNPF's defaults btn_add, btn_edit and
 * btn_remove, btn_export for the Excel export. The state toggle changes the record (an edit), a
 * record's file export is an export, its import and a child row create records (an add). The
 * server's generic routes ask for the same codes (server/crud/entity-buttons.ts).
 */
export const LIST_BUTTONS = {
  add: 'btn_add',
  addChild: 'btn_add',
  edit: 'btn_edit',
  state: 'btn_edit',
  remove: 'btn_remove',
  excelExport: 'btn_export',
  recordExport: 'btn_export',
  recordImport: 'btn_add',
  excelImport: 'btn_upload',
} as const;

function findMenu(menus: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = findMenu(menu.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The checks of the page whose menu id (route meta.modelId) is `modelId`. */
export function pagePermissions(
  menuList: readonly MenuItem[],
  permissionList: readonly PermissionEntry[],
  modelId: string | null | undefined,
): PagePermissions {
  const menu = modelId ? findMenu(menuList, modelId) : undefined;
  // JNPF sends 0 or 1; a backend that sends booleans is read the same way.
  const judges = (flag: number | boolean | undefined) => Number(flag) === 1;
  return {
    button: (code) => !judges(menu?.isButtonAuthorize) || hasBtnP(permissionList, modelId, code),
    column: (code) => !judges(menu?.isColumnAuthorize) || hasColumnP(permissionList, modelId, code),
    form: (code) => !judges(menu?.isFormAuthorize) || hasFormP(permissionList, modelId, code),
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The form fields a dialog hides (spec: a field is hidden if its code is absent from the page's form
 * operate list). A hidden field keeps its value, so an edit saves it unchanged. A required field
 * that is still empty stays visible: hidden, it would block every save of someone who may save.
 */
export function hiddenFormFields(
  permissions: PagePermissions,
  fields: readonly string[],
  required: readonly string[],
  data: Readonly<Record<string, unknown>>,
): string[] {
  return fields.filter((field) => !permissions.form(field) && !(required.includes(field) && isEmpty(data[field])));
}
